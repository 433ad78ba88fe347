// GET /business-api/content/entity/namedesignation: the help on the designation term a name of
// the entity type needs (HTML from the editable content table).
import { useSuspenseQuery } from '../../../lib/query.tsx';
import type { CallAnswer, CallQuery, nameDesignationCall } from '@registrar/domain';
import { api } from '../../../lib/api.ts';

type NameDesignationCall = typeof nameDesignationCall;
const path: NameDesignationCall['path'] = '/business-api/content/entity/namedesignation';

type NameDesignationQuery = CallQuery<NameDesignationCall>;
export type NameDesignationAnswer = CallAnswer<NameDesignationCall>;

/** The designation help of an entity type; 404 when it has none. */
function fetchNameDesignation(query: NameDesignationQuery): Promise<NameDesignationAnswer> {
  return api.get<NameDesignationAnswer>(path, query);
}

/**
 * The designation help (HTML) of an entity type, kept for the session; null when there is none or
 * it cannot be had (the step works without it). It suspends the step until answered, so the step
 * appears once with its help above the form instead of the form moving down when the help lands.
 */
export function useNameDesignation(entityType: string) {
  return useSuspenseQuery({
    queryKey: ['namedesignation', entityType],
    queryFn: () => fetchNameDesignation({ entityType }).catch(() => null),
    staleTime: Infinity,
  });
}
