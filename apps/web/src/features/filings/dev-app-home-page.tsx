import { useEffect, useId, useState } from 'react';
import { Link, useHref, useSearchParams } from '../../lib/router.tsx';
import {
  documentedTestEntities,
  firstStep,
  getFilingType,
  listFilingTypes,
} from '@registrar/domain';
import { ApiError } from '../../lib/api.ts';
import { useEntitySummary } from '../../lib/api/entity-summary.ts';
import { isDebugEnvironment, useEnvironmentName } from '../../lib/api/environment.ts';
import { formatPageTitle, usePageTitle } from '../../lib/page-title.ts';
import { periodicReportEvent } from './report-calendar.ts';
import { NotFoundPage } from './status-pages.tsx';
import '../../styles/tables.scss';

const ENTITY_ID_MAX_LENGTH = 11;

/** Each new-entity filing, started directly. */
const newEntityLinks = listFilingTypes()
  .filter((def) => !def.existingEntity)
  .map((def) => ({ filingType: def.filingType, label: `New ${def.entityType}: ${def.title}` }));

/** Each existing-entity transaction, with the wizard area and first step it starts at. */
const existingEntityLinks = listFilingTypes()
  .filter((def) => def.existingEntity)
  .flatMap((def) =>
    Object.entries(def.transactions).map(([transactionType, { description }]) => ({
      transactionType,
      description,
      path: `/filing/${def.filingType}/${firstStep(def).segment}`,
    })),
  );

function newFilingPath(filingType: string): string {
  const first = getFilingType(filingType)?.steps[0]?.segment;
  return first === undefined ? `/filing/${filingType}` : `/filing/${filingType}/${first}`;
}

/** The .ics of the entity's next periodic report as a link's address (it is small). */
function calendarHref(summary: { entityId: string; entityName: string; anniversaryDate: string }) {
  // Stamped with the day it was made, so the server's page and the app's agree on it.
  const today = new Date(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`);
  const text = periodicReportEvent(
    {
      entityId: summary.entityId,
      entityName: summary.entityName,
      dueDate: summary.anniversaryDate,
    },
    today,
  );
  return `data:text/calendar;charset=utf-8,${encodeURIComponent(text)}`;
}

/** The developers' start page (devapphome), outside production only. */
export default function DevAppHomePage() {
  const env = useEnvironmentName();
  if (!isDebugEnvironment(env)) return <NotFoundPage />;
  return <DeveloperLinks />;
}

/**
 * Quick links, the entity-ID links, the calendar download and the seeded test entities. The
 * entity ID is typed into a GET form to this page (?entityId=), so the links carry it whether the
 * app follows the typing or the browser sends the form itself.
 */
function DeveloperLinks() {
  usePageTitle(formatPageTitle('Developer home'));
  const inputId = useId();
  const [searchParams] = useSearchParams();
  const inAddress = searchParams.get('entityId') ?? '';
  const [entityId, setEntityId] = useState(inAddress);
  useEffect(() => setEntityId(inAddress), [inAddress]);
  const trimmed = entityId.trim();
  const summary = useEntitySummary(/^\d{11}$/.test(trimmed) ? trimmed : '');
  const formAction = useHref('/filing/devapphome');

  return (
    <>
      <h1>Developer home</h1>
      <div
        className="usa-alert usa-alert--warning margin-bottom-3"
        role="region"
        aria-label="Warning"
      >
        <div className="usa-alert__body">
          <p className="usa-alert__text">
            This page is for developers only. Nothing here is validated: links start filings
            directly with whatever you enter.
          </p>
        </div>
      </div>
      <h2>New entities</h2>
      <ul className="usa-list">
        {newEntityLinks.map(({ filingType, label }) => (
          <li key={filingType}>
            <Link className="usa-link" to={newFilingPath(filingType)}>
              {label}
            </Link>
          </li>
        ))}
      </ul>
      <h2>Existing entities</h2>
      <form className="usa-form" method="get" action={formAction}>
        <label className="usa-label" htmlFor={inputId}>
          Entity ID
        </label>
        <input
          id={inputId}
          className="usa-input"
          name="entityId"
          maxLength={ENTITY_ID_MAX_LENGTH}
          value={entityId}
          onChange={(event) => setEntityId(event.target.value)}
        />
        <button type="submit" className="usa-button usa-button--outline margin-top-2">
          Use this entity ID
        </button>
      </form>
      <ul className="usa-list margin-top-2">
        {existingEntityLinks.map(({ transactionType, description, path }) => {
          const query = new URLSearchParams({ entityId: trimmed, transTyp: transactionType });
          return (
            <li key={transactionType}>
              <Link className="usa-link" to={`${path}?${query.toString()}`}>
                {description} ({transactionType})
              </Link>
            </li>
          );
        })}
      </ul>
      <p role="status">
        {summary.data !== undefined ? (
          <a
            className="usa-link"
            download={`periodic-report-${summary.data.entityId}.ics`}
            href={calendarHref(summary.data)}
          >
            Download the periodic report calendar event (.ics): due {summary.data.anniversaryDate}
          </a>
        ) : summary.isError ? (
          summary.error instanceof ApiError ? (
            summary.error.message
          ) : (
            'Lookup failed.'
          )
        ) : (
          'Enter an 11-digit entity ID for its periodic report calendar event.'
        )}
      </p>
      <h2>Test entities in the seeded registry</h2>
      <table className="usa-table usa-table--borderless usa-table--stacked width-full">
        <thead>
          <tr>
            <th scope="col">Entity ID</th>
            <th scope="col">Name</th>
            <th scope="col">Use it for</th>
          </tr>
        </thead>
        <tbody>
          {documentedTestEntities.map((entity) => (
            <tr key={entity.entityId}>
              <td data-label="Entity ID">{entity.entityId}</td>
              <td data-label="Name">{entity.name}</td>
              <td data-label="Use it for">{entity.purpose}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
