// The Spanish catalogues of the domain under names of their own, for code that runs the English
// modules and needs Spanish beside them (the server writing mail to a Spanish-speaking filer).
// The web's Spanish build takes each `.es.ts` twin in place of its English module instead.
export { entityText as entityTextEs } from '../entity-text.es.ts';
export { filingTypeText as filingTypeTextEs } from '../filing-types/filing-type-text.es.ts';
export { reviewTextEn as reviewTextEs } from '../review/review-text.es.ts';
export { stepText as stepTextEs } from '../steps/step-text.es.ts';
