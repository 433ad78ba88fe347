// Start-up calls of the shell: the health check, the environment name and the reference lists.
import { useQuery } from '@tanstack/react-query';
import { api } from '../lib/api.ts';

/** Reference lists kept in session storage under the keys the form components read (bare arrays). */
const referenceLists = [
  { storageKey: 'states', path: '/common-db-api/states', property: 'states' },
  { storageKey: 'suffixes', path: '/common-db-api/suffixes', property: 'suffixes' },
  { storageKey: 'countries', path: '/common-db-api/countries', property: 'countries' },
  { storageKey: 'countriesGroup', path: '/common-db-api/countries/group', property: 'groups' },
] as const;

function hasStored(key: string): boolean {
  try {
    return sessionStorage.getItem(key) !== null;
  } catch {
    return false;
  }
}

/** Fetches each reference list once per tab and keeps it in session storage (spec/000 section 7). */
export async function prefetchReferenceData(): Promise<void> {
  await Promise.all(
    referenceLists
      .filter((list) => !hasStored(list.storageKey))
      .map(async (list) => {
        const data = await api.get<Record<string, unknown>>(list.path);
        const items = data[list.property];
        if (!Array.isArray(items)) return;
        try {
          sessionStorage.setItem(list.storageKey, JSON.stringify(items));
        } catch {
          // Storage full or disabled: the components fetch the list themselves.
        }
      }),
  );
}

/** The start-up health check; an error means the service is down. */
export function useHeartbeat() {
  return useQuery({
    queryKey: ['heartbeat'],
    queryFn: () => api.get<{ timestamp: string }>('/business-api/heartBeat'),
    staleTime: Infinity,
    retry: 1,
  });
}
