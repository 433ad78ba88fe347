import { useId, useState } from 'react';
import { Link } from '../../lib/router.tsx';
import {
  documentedTestEntities,
  firstStep,
  getFilingType,
  listFilingTypes,
} from '@registrar/domain';
import { ApiError } from '../../lib/api.ts';
import { fetchEntitySummary } from '../../lib/api/entity-summary.ts';
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

function download(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/calendar;charset=utf-8' }));
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  URL.revokeObjectURL(url);
}

/** The developers' start page (devapphome), outside production only. */
export default function DevAppHomePage() {
  const env = useEnvironmentName();
  if (!isDebugEnvironment(env)) return <NotFoundPage />;
  return <DeveloperLinks />;
}

/** Quick links, the entity-ID links, the calendar download and the seeded test entities. */
function DeveloperLinks() {
  usePageTitle(formatPageTitle('Developer home'));
  const inputId = useId();
  const [entityId, setEntityId] = useState('');
  const [calendarMessage, setCalendarMessage] = useState('');
  const trimmed = entityId.trim();

  const downloadCalendarEvent = async () => {
    setCalendarMessage('');
    try {
      const summary = await fetchEntitySummary({ entityId: trimmed });
      download(
        `periodic-report-${summary.entityId}.ics`,
        periodicReportEvent(
          {
            entityId: summary.entityId,
            entityName: summary.entityName,
            dueDate: summary.anniversaryDate,
          },
          new Date(),
        ),
      );
      setCalendarMessage(`Downloaded: periodic report due ${summary.anniversaryDate}.`);
    } catch (error) {
      setCalendarMessage(
        error instanceof ApiError ? (error.message ?? 'Lookup failed.') : 'Lookup failed.',
      );
    }
  };

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
      <label className="usa-label" htmlFor={inputId}>
        Entity ID
      </label>
      <input
        id={inputId}
        className="usa-input"
        maxLength={ENTITY_ID_MAX_LENGTH}
        value={entityId}
        onChange={(event) => setEntityId(event.target.value)}
      />
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
      <button
        type="button"
        className="usa-button usa-button--outline"
        onClick={() => void downloadCalendarEvent()}
      >
        Download the periodic report calendar event (.ics)
      </button>
      <p role="status">{calendarMessage}</p>
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
