// Spanish text of the affidavit-and-ID step.
import type { Translated } from '@registrar/domain';
import type english from './private-attachments-step.en.ts';

export default {
  steps: {
    privateattachments: {
      intro:
        'Adjunte la declaración jurada firmada y una copia de su identificación con foto. Estos archivos no forman parte del registro público.',
    },
  },
} as const satisfies Translated<typeof english>;
