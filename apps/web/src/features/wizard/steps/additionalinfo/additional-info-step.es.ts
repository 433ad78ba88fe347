// Spanish text of the additional-information step.
import type { Translated } from '@registrar/domain';
import type english from './additional-info-step.en.ts';

export default {
  steps: {
    additionalinfo: {
      label: 'Información adicional',
      attachFiles: '¿Quiere adjuntar archivos?',
    },
  },
} as const satisfies Translated<typeof english>;
