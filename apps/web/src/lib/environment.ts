// The environment name the server reports (GET /common-db-api/env): only the debug aids depend on it.
import { useQuery } from '@tanstack/react-query';
import { api } from './api.ts';
import { ENVIRONMENTS_WITHOUT_DEBUG } from './config.ts';

const ENV_STORAGE_KEY = 'env';

/** The environment name ("dev", "test", "prod"...), fetched once and kept in session storage. */
export function useEnvironmentName(): string | undefined {
  const query = useQuery({
    queryKey: ['env'],
    queryFn: async () => {
      const { env } = await api.get<{ env: string }>('/common-db-api/env');
      try {
        // The spec keeps it "locally"; local storage is cleared on every render of the shell.
        sessionStorage.setItem(ENV_STORAGE_KEY, env);
      } catch {
        // Not critical: only the Show State link depends on it.
      }
      return env;
    },
    initialData: () => {
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

/** True when the Show State debug aid may appear (spec/001 section 2: neither prod nor client). */
export function isDebugEnvironment(env: string | undefined): boolean {
  return env !== undefined && !ENVIRONMENTS_WITHOUT_DEBUG.has(env);
}
