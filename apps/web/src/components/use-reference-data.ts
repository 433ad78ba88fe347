import { useQuery } from '@tanstack/react-query';
import { api } from '../lib/api.ts';

export interface StateOption {
  code: string;
  name: string;
}
export interface CountryOption {
  code: string;
  name: string;
}
export interface SuffixOption {
  code: string;
  label: string;
}

interface ReferenceList<T> {
  /** Session storage key the shell stores the list under. */
  storageKey: string;
  path: string;
  /** Property of apiData holding the list. */
  property: string;
  empty: T[];
}

const STATES: ReferenceList<StateOption> = {
  storageKey: 'states',
  path: '/common-db-api/states',
  property: 'states',
  empty: [],
};
const COUNTRIES: ReferenceList<CountryOption> = {
  storageKey: 'countries',
  path: '/common-db-api/countries',
  property: 'countries',
  empty: [],
};
const SUFFIXES: ReferenceList<SuffixOption> = {
  storageKey: 'suffixes',
  path: '/common-db-api/suffixes',
  property: 'suffixes',
  empty: [],
};

/** Reads a list the shell kept in session storage; accepts the bare list or the apiData object. */
function readStored<T>(list: ReferenceList<T>): T[] | undefined {
  try {
    const raw = sessionStorage.getItem(list.storageKey);
    if (!raw) return undefined;
    const parsed = JSON.parse(raw) as unknown;
    if (Array.isArray(parsed)) return parsed as T[];
    const inner = (parsed as Record<string, unknown> | null)?.[list.property];
    return Array.isArray(inner) ? (inner as T[]) : undefined;
  } catch {
    return undefined;
  }
}

function useReferenceList<T>(list: ReferenceList<T>): T[] {
  const stored = readStored(list);
  const query = useQuery({
    queryKey: ['reference', list.storageKey],
    queryFn: async () => {
      const data = await api.get<Record<string, unknown>>(list.path);
      const items = data[list.property];
      const result = Array.isArray(items) ? (items as T[]) : [];
      try {
        sessionStorage.setItem(list.storageKey, JSON.stringify(result));
      } catch {
        // Storage full or disabled: the list still works from memory.
      }
      return result;
    },
    enabled: stored === undefined,
    staleTime: Infinity,
  });
  return stored ?? query.data ?? list.empty;
}

/** States, countries and name suffixes from session storage, fetched from the common service if absent. */
export function useReferenceData(): {
  states: StateOption[];
  countries: CountryOption[];
  suffixes: SuffixOption[];
} {
  return {
    states: useReferenceList(STATES),
    countries: useReferenceList(COUNTRIES),
    suffixes: useReferenceList(SUFFIXES),
  };
}
