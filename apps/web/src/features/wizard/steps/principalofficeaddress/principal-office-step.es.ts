// Spanish text of the principal-office step.
import type { Translated } from '@registrar/domain';
import type english from './principal-office-step.en.ts';

export default {
  steps: {
    principalofficeaddress: {
      sameAsStreet: 'Igual que la dirección física',
      streetHint: 'Una dirección física, no un apartado postal (PO Box).',
    },
  },
} as const satisfies Translated<typeof english>;
