// Spanish text of the cooperative's purpose-and-directors step.
import type { Translated } from '@registrar/domain';
import type english from './purpose-directors-step.en.ts';

export default {
  steps: {
    purposedirectors: {
      purpose: 'Propósito de la cooperativa',
      numberOfDirectors: 'Número de directores',
      numberOfDirectorsHint: 'Un número entero de 3 a 2,000,000,000. Se permiten comas.',
      directorsTerms: 'Mandatos de los directores',
      directorsTermsHint: 'Cuánto tiempo sirven los directores y cómo se organizan sus mandatos.',
    },
  },
} as const satisfies Translated<typeof english>;
