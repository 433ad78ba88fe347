import { useReferenceList, type ReferenceLists } from '../lib/api/reference-lists.ts';

/** States, countries and name suffixes from session storage, fetched from the common service if absent. */
export function useReferenceData(): Pick<ReferenceLists, 'states' | 'countries' | 'suffixes'> {
  return {
    states: useReferenceList('states'),
    countries: useReferenceList('countries'),
    suffixes: useReferenceList('suffixes'),
  };
}
