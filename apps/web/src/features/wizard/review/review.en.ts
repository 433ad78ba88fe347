// English text of the review page. The product's messages come from the domain's catalogue.
import { messages } from '@registrar/domain';

export default {
  review: {
    heading: messages.reviewHeading,
    editNotice: messages.reviewEditNotice,
    publicNotice:
      'This document will be public. Information you enter in this filing becomes part of the public record and can be viewed by anyone.',
    viewPdf: 'View PDF of your filing',
    pdfBlocked: 'Your browser did not open a new window for the PDF.',
    openPdf: 'Open the PDF of your filing',
    pdfFailed: 'The PDF of your filing could not be opened. Try again later.',
    missing: messages.informationMissing,
    edit: 'Edit',
    editSection: 'Edit {{section}}',
    incompleteNotice:
      'Some sections are missing information. Edit each section marked below before you go on.',
    paymentErrorsTitle: 'Your filing could not be sent to payment',
    paymentFailed: 'The payment could not be started. Try again later.',
  },
};
