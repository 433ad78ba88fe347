// English text of the filing pages outside the wizards' steps: receipt, what's next, file a form,
// about and the status pages. The product's messages come from the domain's catalogue.
import { messages } from '@registrar/domain';

export default {
  /** The language of this catalogue, for what only one language's pages show. */
  language: { code: 'en' },
  documents: {
    /** Registrar's own wording: shown beside the links to legal documents in Spanish pages only. */
    inEnglishNote:
      'Filed documents and certificates are in the registry’s official language, English.',
  },
  receipt: {
    title: 'Receipt',
    heading: 'Receipt',
    loading: 'Getting your receipt…',
    missingRef: 'There is no payment reference in the address of this page.',
    declinedTitle: 'Your payment was not completed',
    declined:
      'Your card was declined or the payment was cancelled, so the filing has not been submitted.',
    tryAgain: 'Return to the review page to try paying again',
    notFound: 'We could not find a payment with this reference.',
    failed: 'The receipt could not be loaded. Reload this page to try again.',
    fields: {
      name: 'Entity name',
      entityId: 'ID number',
      dateTime: 'Date and time',
      transactionName: 'Filing',
      transactionId: messages.documentNumber,
      paymentType: 'Payment type',
      last4: 'Card number',
      amount: 'Amount',
      entityStatus: 'Entity status',
      entityReportDueDate: 'Periodic report due',
      effectiveDate: 'Effective date',
    },
    // How the filing was paid, by the receipt's payment type.
    paymentTypes: { Card: 'Card', Prepaid: 'Prepaid' },
    last4Value: 'ending in {{last4}}',
    queuedForReview:
      'Your filing has been received and is queued for review. You will get an email when it is accepted or rejected.',
    /** Registrar's own wording: the link to the held filing's status page. */
    reviewStatusLink: 'See the status of your filing',
    printReceipt: 'Print receipt',
    emailHeading: 'Email my receipt',
    emailLabel: 'Email address',
    send: 'Send',
    emailEmpty: messages.receiptEmailEmpty,
    emailInvalid: messages.receiptEmailInvalid,
    emailSent: messages.receiptEmailSent,
    emailFailed: 'The email could not be sent. Try again later.',
    filingImage: 'Download a copy of your filing (PDF)',
    goodStanding: 'Download a certificate of good standing (PDF)',
    documentFailed: 'The document could not be downloaded. Try again later.',
    emailOnlyFromPayingBrowser:
      'This receipt can be emailed only from the browser that paid for the filing. You can print it from here instead.',
    notRecordedHeading: 'Your filing was not recorded',
    notRecordedFallback:
      'Your payment went through, but your filing could not be recorded, so your payment will be refunded.',
    chooseAnotherName: messages.nameTakenChooseAnother,
    toFileAForm: 'Go to the list of forms',
  },
  whatsNext: {
    title: 'Congratulations',
    heading: 'Congratulations',
    intro: 'Your filing is complete.',
    introWithName: '{{name}} has been filed.',
    beneficialOwnershipTitle: 'Beneficial ownership report',
    beneficialOwnership:
      'If your entity must report its beneficial owners, update that report within 30 days of any change, including this filing.',
    periodicReportTitle: 'Periodic report',
    periodicReport:
      'Every year you must file a periodic report to keep your entity in good standing. Your first report is due {{due}}.',
    periodicReportNoDate:
      'Every year you must file a periodic report to keep your entity in good standing. We will remind you when it is due.',
    linksHeading: 'What you can do now',
    entitySummary: 'View the record of your entity',
    notifications: 'Sign up for email and text notifications about your entity',
    secureAccount: 'Create a Secure Business Filing account',
    survey: 'Tell us about your experience (short survey)',
    done: 'Done',
  },
  fileAForm: {
    heading: 'File a form',
    intro: 'Choose the form you want to file.',
    newEntities: 'Form a new business',
    existingEntities: 'File for an existing business',
    start: 'Start: {{title}}',
    entityIdLabel: 'ID number of the business',
    entityIdHint: 'Up to 11 characters, for example 20231234567',
    entityIdRequired: 'Enter the ID number of the business.',
    entityIdTooLong: 'The ID number has at most 11 characters.',
    entityIdDigits: 'The ID number has only digits, for example 20231234567.',
  },
  filingIssue: {
    heading: 'There was a problem with your filing',
    body: 'Your filing could not be completed online. Nothing was filed unless you have a receipt for it. Start the filing again from the list of forms. If you were charged and have no receipt, contact the Business and Licensing Division with your payment reference.',
    link: 'Go to the list of forms',
  },
  about: {
    heading: 'About this service',
    intro: 'Versions of the parts of this service, for help desk calls and problem reports.',
    clientHeading: 'This website',
    client: 'Web client',
    serversHeading: 'Server components',
    componentHeader: 'Component',
    versionHeader: 'Build version',
    loading: 'Getting the versions…',
    unavailable: 'Not answering',
  },
  notFound: {
    heading: 'Page not found',
    body: 'We could not find the page you asked for.',
    link: 'Go to the list of forms',
  },
  /** Registrar's own wording: a page's form was sent by the browser, without the page's script. */
  formNotSent: {
    heading: 'Your answers were not sent',
    body: 'The page you were on sends its answers with a script that did not run in your browser: it may still have been loading on a slow connection, or it may be blocked. What you typed on that page was not saved, and nothing was filed or paid.',
    retry:
      'Go back to the page, wait until it has loaded, and try again. If it happens again, reload the page, or try another browser.',
    back: 'Go back to the page',
    link: 'Go to the list of forms',
  },
  showState: {
    heading: 'Show State',
    empty: 'No filing is stored in this browser tab.',
  },
};
