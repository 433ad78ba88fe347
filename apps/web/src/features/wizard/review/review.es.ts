// Spanish text of the review page. The product's messages come from the domain's catalogue.
import { messages, type Translated } from '@registrar/domain';
import type english from './review.en.ts';

export default {
  review: {
    heading: messages.reviewHeading,
    editNotice: messages.reviewEditNotice,
    publicNotice:
      'Este documento será público. La información que usted escriba en este trámite pasa a formar parte del registro público y cualquier persona puede verla.',
    viewPdf: 'Ver el PDF de su trámite',
    pdfBlocked: 'Su navegador no abrió una ventana nueva para el PDF.',
    openPdf: 'Abrir el PDF de su trámite',
    pdfFailed: 'No se pudo abrir el PDF de su trámite. Vuelva a intentarlo más tarde.',
    missing: messages.informationMissing,
    edit: 'Modificar',
    editSection: 'Modificar {{section}}',
    incompleteNotice:
      'Falta información en algunas secciones. Modifique cada sección marcada abajo antes de continuar.',
    paymentErrorsTitle: 'No se pudo enviar su trámite al pago',
    paymentFailed: 'No se pudo iniciar el pago. Vuelva a intentarlo más tarde.',
  },
} as const satisfies Translated<typeof english>;
