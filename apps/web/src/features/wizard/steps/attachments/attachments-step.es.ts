// Spanish text of the attachments step.
import type { Translated } from '@registrar/domain';
import type english from './attachments-step.en.ts';

export default {
  steps: {
    attachments: {
      optional: 'Adjuntar archivos es opcional.',
      fileName: 'Nombre del archivo',
      size: 'Tamaño',
      actions: 'Acciones',
      sizeBytes: '{{size}} bytes',
      sizeKilobytes: '{{size}} KB',
      sizeMegabytes: '{{size}} MB',
      cancelAttachments: 'Cancelar los archivos adjuntos',
    },
  },
} as const satisfies Translated<typeof english>;
