// GET /business-api/entity/summary: the entity an existing-entity filing starts from, as on the
// record.
import { useQuery } from '../query.tsx';
import type { CallAnswer, CallQuery, entitySummaryCall } from '@registrar/domain';
import { api } from '../api.ts';

type EntitySummaryCall = typeof entitySummaryCall;
const path: EntitySummaryCall['path'] = '/business-api/entity/summary';

export type EntitySummaryQuery = CallQuery<EntitySummaryCall>;
export type EntitySummaryAnswer = CallAnswer<EntitySummaryCall>;

/** The entity's summary; an ID not on the record is refused with 404, a malformed one with 400. */
export function fetchEntitySummary(query: EntitySummaryQuery): Promise<EntitySummaryAnswer> {
  return api.get<EntitySummaryAnswer>(path, query);
}

/** The summary of the entity a filing is about, while there is one. */
export function useEntitySummary(entityId: string) {
  return useQuery({
    queryKey: ['entity-summary', entityId],
    queryFn: () => fetchEntitySummary({ entityId }),
    enabled: entityId !== '',
    staleTime: 60_000,
  });
}
