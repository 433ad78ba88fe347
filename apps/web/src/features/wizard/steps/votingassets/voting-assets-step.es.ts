// Spanish text of the nonprofit's voting-and-assets step.
import type { Translated } from '@registrar/domain';
import type english from './voting-assets-step.en.ts';

export default {
  steps: {
    votingassets: {
      votingMembers: '¿La corporación sin fines de lucro tendrá miembros con derecho a voto?',
      assetsDistribution: 'Distribución de los bienes al disolverse',
      assetsDistributionHint:
        'Describa cómo se distribuirán los bienes de la corporación si se disuelve.',
    },
  },
} as const satisfies Translated<typeof english>;
