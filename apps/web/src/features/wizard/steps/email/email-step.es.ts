// Spanish text of the processing-email step.
import type { Translated } from '@registrar/domain';
import type english from './email-step.en.ts';

export default {
  steps: {
    email: {
      intro: 'Le enviaremos un correo electrónico cuando hayamos revisado su trámite.',
      label: 'Correo electrónico',
    },
  },
} as const satisfies Translated<typeof english>;
