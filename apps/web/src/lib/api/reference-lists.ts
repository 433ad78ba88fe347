// GET /common-db-api/states, /suffixes, /countries and /countries/group: reference lists kept in
// session storage, as bare arrays under the keys the form components read.
import { useQuery } from '../query.tsx';
import type {
  CallAnswer,
  countriesCall,
  countryGroupsCall,
  statesCall,
  suffixesCall,
} from '@registrar/domain';
import { api } from '../api.ts';

type StatesAnswer = CallAnswer<typeof statesCall>;
type SuffixesAnswer = CallAnswer<typeof suffixesCall>;
type CountriesAnswer = CallAnswer<typeof countriesCall>;
type CountryGroupsAnswer = CallAnswer<typeof countryGroupsCall>;

type StateOption = StatesAnswer['states'][number];
type SuffixOption = SuffixesAnswer['suffixes'][number];
type CountryOption = CountriesAnswer['countries'][number];
type CountryGroup = CountryGroupsAnswer['groups'][number];

/** Each list by the session storage key it is kept under. */
export interface ReferenceLists {
  states: StateOption[];
  suffixes: SuffixOption[];
  countries: CountryOption[];
  countriesGroup: CountryGroup[];
}

export type ReferenceListName = keyof ReferenceLists;

const statesPath: (typeof statesCall)['path'] = '/common-db-api/states';
const suffixesPath: (typeof suffixesCall)['path'] = '/common-db-api/suffixes';
const countriesPath: (typeof countriesCall)['path'] = '/common-db-api/countries';
const countryGroupsPath: (typeof countryGroupsCall)['path'] = '/common-db-api/countries/group';

const fetchers: { [Name in ReferenceListName]: () => Promise<ReferenceLists[Name]> } = {
  states: async () => (await api.get<StatesAnswer>(statesPath)).states,
  suffixes: async () => (await api.get<SuffixesAnswer>(suffixesPath)).suffixes,
  countries: async () => (await api.get<CountriesAnswer>(countriesPath)).countries,
  countriesGroup: async () => (await api.get<CountryGroupsAnswer>(countryGroupsPath)).groups,
};

/** The answer's field holding each list, for a list kept as the whole answer. */
const answerFields: Record<ReferenceListName, string> = {
  states: 'states',
  suffixes: 'suffixes',
  countries: 'countries',
  countriesGroup: 'groups',
};

function hasStored(name: ReferenceListName): boolean {
  try {
    return sessionStorage.getItem(name) !== null;
  } catch {
    return false;
  }
}

/** A list kept in session storage; accepts the bare list or the answer holding it. */
function readStored<Name extends ReferenceListName>(name: Name): ReferenceLists[Name] | undefined {
  try {
    const raw = sessionStorage.getItem(name);
    if (!raw) return undefined;
    const parsed = JSON.parse(raw) as unknown;
    if (Array.isArray(parsed)) return parsed as ReferenceLists[Name];
    const inner = (parsed as Record<string, unknown> | null)?.[answerFields[name]];
    return Array.isArray(inner) ? (inner as ReferenceLists[Name]) : undefined;
  } catch {
    return undefined;
  }
}

/** Fetches a list and keeps it in session storage. */
async function fetchReferenceList<Name extends ReferenceListName>(
  name: Name,
): Promise<ReferenceLists[Name]> {
  const items = await fetchers[name]();
  try {
    sessionStorage.setItem(name, JSON.stringify(items));
  } catch {
    // Storage full or disabled: the list still works from memory.
  }
  return items;
}

/** Fetches each list this tab does not keep yet (once per tab). */
export async function prefetchReferenceLists(): Promise<void> {
  const names = Object.keys(fetchers) as ReferenceListName[];
  await Promise.all(names.filter((name) => !hasStored(name)).map(fetchReferenceList));
}

/** A list from session storage, fetched from the common service when this tab has none. */
export function useReferenceList<Name extends ReferenceListName>(name: Name): ReferenceLists[Name] {
  const stored = readStored(name);
  const query = useQuery({
    queryKey: ['reference', name],
    queryFn: () => fetchReferenceList(name),
    enabled: stored === undefined,
    staleTime: Infinity,
  });
  return stored ?? query.data ?? ([] as ReferenceLists[Name]);
}
