// Entry into an existing-entity filing: the first step knows the entity from the entityId and
// transTyp query parameters (or the filing already in progress), looks it up, sends a fraud-flagged
// entity to the file-a-form page and a filing this entity may not file to the unavailable page, and
// otherwise starts the filing from the entity's summary. Generic over every filing type with
// `existingEntity`.
import type { ReactNode } from 'react';
import { useQuery } from '../../../lib/query.tsx';
import { Link, Navigate, useLocation, useSearchParams } from '../../../lib/router.tsx';
import {
  existingEntityStart,
  type EntitySummary,
  type ExistingEntityStart,
  type FilingTypeDefinition,
} from '@registrar/domain';
import { useTranslation } from '../../../app/i18n/index.ts';
import { ApiError } from '../../../lib/api.ts';
import { fetchEntitySummary } from '../../../lib/api/entity-summary.ts';
import { useStoredFiling } from '../../../lib/filing-session.ts';
import { useFilerSession } from '../../../lib/api/filer-session.ts';
import { fetchTransactionAvailability } from '../api/transaction-available.ts';
import { IntroContent } from '../steps/intro/intro-content.tsx';
import { FILE_A_FORM_PATH, unavailablePath } from './wizard-paths.ts';

/** What the look-up of an existing-entity filing's entity found. */
export type Lookup =
  | { state: 'checking' }
  | { state: 'failed' }
  | { state: 'unknown' }
  | { state: 'fraud' }
  | { state: 'unavailable'; reason: string }
  | { state: 'ready'; summary: EntitySummary };

/** Looks up the entity an existing-entity filing is for: whether it may file it, and its summary. */
export async function lookUpEntity(entityId: string, requested: string): Promise<Lookup> {
  // As the address gave it: the server refuses any other type, answered as an unknown entity.
  const transactionType = requested;
  let summary: EntitySummary;
  try {
    summary = await fetchEntitySummary({ entityId, transTyp: transactionType });
  } catch (error) {
    // A malformed ID or type (400) or an ID not on the record (404) is an unknown entity.
    if (error instanceof ApiError && (error.status === 404 || error.status === 400))
      return { state: 'unknown' };
    throw error;
  }
  if (summary.fraudFlag === 'Y') return { state: 'fraud' };
  const availability = await fetchTransactionAvailability({ entityId, transactionType });
  if (!availability.available) return { state: 'unavailable', reason: availability.reason };
  return { state: 'ready', summary };
}

/** The entity named by the address, else the one of the filing of this type in progress. */
function useRequestedEntity(definition: FilingTypeDefinition): {
  entityId: string;
  transactionType: string;
} {
  const [searchParams] = useSearchParams();
  const stored = useStoredFiling();
  const storedState =
    stored?.control.filingType === definition.filingType ? stored.values.filingState : undefined;
  return {
    entityId: (searchParams.get('entityId') ?? storedState?.entityId ?? '').trim(),
    transactionType:
      searchParams.get('transTyp') || storedState?.transactionType || definition.transactionType,
  };
}

/**
 * Renders `children` with the entity's start once the entity is known and may file this; an
 * unknown entity gets the intro content without Next (there is nothing to file for).
 */
export interface ExistingEntityEntryProps {
  definition: FilingTypeDefinition;
  children: (entity: ExistingEntityStart) => ReactNode;
}

export function ExistingEntityEntry({ definition, children }: ExistingEntityEntryProps) {
  const { t } = useTranslation();
  const { entityId, transactionType } = useRequestedEntity(definition);
  const location = useLocation();
  const lookup = useQuery({
    queryKey: ['existing-entity-entry', entityId, transactionType],
    queryFn: () => lookUpEntity(entityId, transactionType),
    enabled: entityId !== '',
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });
  const filerSession = useFilerSession(
    lookup.data?.state === 'ready' && lookup.data.summary.sbf === 'Y',
  );
  const result: Lookup =
    entityId === ''
      ? { state: 'unknown' }
      : lookup.isError
        ? { state: 'failed' }
        : (lookup.data ?? { state: 'checking' });

  switch (result.state) {
    case 'checking':
      return (
        <p className="margin-y-4" role="status">
          {t('existingEntity.checking')}
        </p>
      );
    case 'fraud':
      return <Navigate to={FILE_A_FORM_PATH} replace />;
    case 'unavailable':
      return (
        <Navigate
          to={unavailablePath(definition, entityId, transactionType)}
          state={{ reason: result.reason }}
          replace
        />
      );
    case 'ready':
      // An entity protected by Secure Business Filing is filed for by its signed-in filers: the
      // filer logs in first and comes back here (the server refuses the payment otherwise). The
      // sign-in is the browser's session (its cookie, or the token this tab keeps), asked of the
      // server wherever the page renders.
      if (result.summary.sbf === 'Y' && filerSession.data === undefined) {
        return (
          <p className="margin-y-4" role="status">
            {t('existingEntity.checking')}
          </p>
        );
      }
      if (
        result.summary.sbf === 'Y' &&
        !(
          filerSession.data?.entityId === result.summary.entityId &&
          !filerSession.data.mustChangePassword
        )
      ) {
        const params = new URLSearchParams({
          entityId: result.summary.entityId,
          returnTo: `${location.pathname}${location.search}`,
        });
        return <Navigate to={`/login?${params.toString()}`} replace />;
      }
      return <>{children({ ...existingEntityStart(result.summary), transactionType })}</>;
    case 'failed':
    case 'unknown':
      return (
        <>
          <div className="app-wizard-header">
            <p className="app-wizard-header__title">{definition.title}</p>
          </div>
          <h1 className="margin-bottom-2">{definition.title}</h1>
          <div
            className={`usa-alert usa-alert--${result.state === 'failed' ? 'error' : 'warning'} margin-bottom-3`}
            role="alert"
          >
            <div className="usa-alert__body">
              <p className="usa-alert__text">
                {result.state === 'failed'
                  ? t('existingEntity.lookupFailed')
                  : entityId === ''
                    ? t('existingEntity.noEntityId')
                    : t('existingEntity.unknownEntity', { entityId })}
              </p>
            </div>
          </div>
          <IntroContent entityId="" transactionType={transactionType} />
          <div className="usa-button-group margin-top-4">
            <Link className="usa-button usa-button--outline" to={FILE_A_FORM_PATH}>
              {t('common.cancel')}
            </Link>
          </div>
        </>
      );
  }
}
