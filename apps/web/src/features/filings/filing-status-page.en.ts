// English text of the status page of a filing held for review. Registrar's own wording.
export default {
  filingStatus: {
    title: 'Filing status',
    loading: 'Loading…',
    notFound: 'There is no filing under review with this reference.',
    received: 'Received',
    decided: 'Decided',
    statusLabel: 'Status',
    UNDER_REVIEW: 'Received and under review',
    UNDER_REVIEW_text:
      'The Secretary of State’s office is reviewing your filing. You will get an email when it is approved or rejected.',
    APPROVED: 'Approved',
    APPROVED_text: 'Your filing was approved and is now on the public record.',
    REJECTED: 'Rejected',
    REJECTED_text: 'Your filing was rejected for these reasons:',
    fileAnother: 'File a form',
  },
} as const;
