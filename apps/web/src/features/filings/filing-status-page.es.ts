// Spanish text of the status page of a filing held for review.
import type { Translated } from '@registrar/domain';
import type english from './filing-status-page.en.ts';

export default {
  filingStatus: {
    title: 'Estado del trámite',
    loading: 'Cargando…',
    notFound: 'No hay ningún trámite en revisión con esta referencia.',
    received: 'Recibido',
    decided: 'Decidido',
    statusLabel: 'Estado',
    UNDER_REVIEW: 'Recibido y en revisión',
    UNDER_REVIEW_text:
      'La Secretaría de Estado está revisando su trámite. Le enviaremos un correo electrónico cuando sea aprobado o rechazado.',
    APPROVED: 'Aprobado',
    APPROVED_text: 'Su trámite fue aprobado y ya forma parte del registro público.',
    REJECTED: 'Rechazado',
    REJECTED_text: 'Su trámite fue rechazado por estas razones:',
    fileAnother: 'Presentar un formulario',
  },
} as const satisfies Translated<typeof english>;
