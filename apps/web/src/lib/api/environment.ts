// GET /common-db-api/env: the environment name the server reports; only the debug aids depend on it.
import { useQuery } from '../query.tsx';
import type { CallAnswer, environmentCall } from '@registrar/domain';
import { api } from '../api.ts';
import { ENVIRONMENTS_WITHOUT_DEBUG } from '../config.ts';

type EnvironmentCall = typeof environmentCall;
const path: EnvironmentCall['path'] = '/common-db-api/env';

type EnvironmentName = CallAnswer<EnvironmentCall>['env'];

const ENV_STORAGE_KEY = 'env';

/** Asks the server which environment it runs as. */
async function fetchEnvironmentName(): Promise<EnvironmentName> {
  const { env } = await api.get<CallAnswer<EnvironmentCall>>(path);
  return env;
}

/** The environment name ("dev", "test", "prod"...), fetched once and kept in session storage. */
export function useEnvironmentName(): string | undefined {
  const query = useQuery({
    queryKey: ['env'],
    queryFn: async () => {
      const env = await fetchEnvironmentName();
      try {
        // Kept "locally" (for the tab): local storage is cleared on every render of the shell.
        sessionStorage.setItem(ENV_STORAGE_KEY, env);
      } catch {
        // Not critical: only the Show State link depends on it.
      }
      return env;
    },
    initialData: () => {
      // The server names its environment in the first HTML, so the navigation is right at once
      // (a page rendered on the server asks for it as any query, and its answer comes along).
      if (typeof document === 'undefined') return undefined;
      const served = document
        .querySelector<HTMLMetaElement>('meta[name="registrar-environment"]')
        ?.getAttribute('content');
      if (served) return served;
      try {
        return sessionStorage.getItem(ENV_STORAGE_KEY) ?? undefined;
      } catch {
        return undefined;
      }
    },
    staleTime: Infinity,
    retry: false,
  });
  return query.data;
}

/** True when the Show State debug aid may appear: neither prod nor client. */
export function isDebugEnvironment(env: string | undefined): boolean {
  return env !== undefined && !ENVIRONMENTS_WITHOUT_DEBUG.has(env);
}
