// GET /business-api/content/entity/namedesignation: the help on the designation term a name of
// the entity type needs (HTML from the editable content table).
import { useQuery } from '@tanstack/react-query';
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

/** The designation help (HTML) of an entity type, kept for the session. */
export function useNameDesignation(entityType: string) {
  return useQuery({
    queryKey: ['namedesignation', entityType],
    queryFn: () => fetchNameDesignation({ entityType }),
    staleTime: Infinity,
  });
}
