// GET /business-api/heartBeat: the shell's start-up health check (a failure goes to the down page).
import { useQuery } from '../query.tsx';
import type { CallAnswer, heartBeatCall } from '@registrar/domain';
import { api } from '../api.ts';

type HeartBeatCall = ReturnType<typeof heartBeatCall<'business-api'>>;
const path: HeartBeatCall['path'] = '/business-api/heartBeat';

type HeartBeat = CallAnswer<HeartBeatCall>;

/** Asks the server for its time. */
function fetchHeartBeat(): Promise<HeartBeat> {
  return api.get<HeartBeat>(path);
}

/** The start-up health check; an error means the service is down. */
export function useHeartbeat() {
  return useQuery({
    queryKey: ['heartbeat'],
    queryFn: fetchHeartBeat,
    staleTime: Infinity,
    retry: 1,
  });
}
