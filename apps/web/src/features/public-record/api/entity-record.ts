// GET /business-api/entity/record: the public record of one entity.
import { useQuery } from '../../../lib/query.tsx';
import type { CallAnswer, entityRecordCall } from '@registrar/domain';
import { api } from '../../../lib/api.ts';

type EntityRecordCall = typeof entityRecordCall;
const path: EntityRecordCall['path'] = '/business-api/entity/record';

export type EntityRecordAnswer = CallAnswer<EntityRecordCall>;

/** The entity's public record; not retried (a 404 is an answer). */
export function useEntityRecord(entityId: string) {
  return useQuery({
    queryKey: ['entity-record', entityId],
    queryFn: () => api.get<EntityRecordAnswer>(path, { entityId }),
    enabled: /^\d{11}$/.test(entityId),
    retry: false,
  });
}
