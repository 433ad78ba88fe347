// Every user-facing message of the product in one catalogue, worded exactly as the registry
// words them; messages Registrar had to word itself are marked "Registrar's own wording".
// Templated messages are small functions. Alert texts are stored without their "Error - " /
// "Warning - " prefix: alerts add it by default, see `errorAlert` and `warningAlert`.
// This is the one module of filer-facing text in the domain: its Spanish twin, messages.es.ts, has
// the same exports and takes its place in the Spanish build of the web app.
import type { FormerType } from './model.ts';

export const messages = {
  // Generic text, select and yes/no fields.
  enterValue: 'Enter a value',
  enterLabel: (label: string) => `Enter a ${label}`,
  minLength: (n: number) => `Must be at least ${n} characters`,
  /** Registrar's own wording; inputs normally stop typing at the limit, the server still checks. */
  maxLength: (n: number) => `Must be no more than ${n} characters`,
  invalidCharacters: (chars: string) => `Invalid characters entered: ${chars}`,
  chooseLabel: (label: string) => `Choose a ${label}.`,
  chooseOption: 'Choose an option',
  chooseYesOrNo: 'Choose Yes or No.',

  /**
   * The one name of a recorded filing's number (its transaction ID) wherever a person reads it:
   * the receipt and its email, the decision email, the public record, the filed document and
   * the PII request. The filing's master transaction ID is an internal key, never shown as a
   * number to read or type.
   */
  documentNumber: 'Document number',

  // Entity name.
  entityNameRequired: 'Enter the name you want to use',
  nameTaken: 'That name is already being used in Colorado.',
  nameTakenDialogTitle: 'System Message',
  nameTakenDialog:
    'This entity name has been taken and is already in use in Colorado. Please choose another name.',
  nameTakenChooseAnother: 'Choose another name',
  nameTakenClose: 'Close',
  nameDesignationMissing: (terms: readonly string[]) =>
    `The name must contain ${joinAlternatives(terms.map((term) => `"${term}"`))}`,

  // Statute (reinstatement).
  statuteRequired: 'Enter the statute that the entity existed under before it was dissolved.',

  // Management.
  chooseManagersOrMembers: 'Choose Managers or Members.',
  atLeastOneMember: 'There must be at least one member of the LLC.',

  // Persons forming.
  chooseTypeOfPerson: 'Choose the type of person.',
  enterEntitysName: "Enter the entity's name.",
  enterTrustsName: "Enter the trust's name.",
  enterStatesName: "Enter the State's name.",
  enterEstatesName: "Enter the estate's name.",
  /** Registrar's own wording: the formation step needs at least one person. */
  formerRequired: 'Add at least one person forming the entity.',
  formerAgeHelp: 'The person must be at least 18 years old.',

  // Additional information and attachments.
  additionalInfoRequired:
    'Enter additional information in the box, or mark "Yes" to attach a file.',
  /** Registrar's own wording: answering Yes to attaching files needs at least one file. */
  attachmentRequired: 'Add at least one file, or go back and answer No to attaching files.',
  privateAttachmentsRequired: 'Need to include private attachments.',

  // Effective date.
  effectiveDateRequired: 'Enter the date that you want this filing to take effect on.',
  effectiveTimeInvalid: 'Enter a valid time in the future (hour:minute am/pm).',
  /** Registrar's own wording: a typed date before today. */
  effectiveDateInPast: 'Enter a date that is today or later.',
  /** Registrar's own wording: the server's answer for a date past the statutory maximum. */
  effectiveDateBeyondMaximum: (maxDisplay: string) =>
    `The delayed effective date can be no later than ${maxDisplay} (90 days after filing).`,
  effectiveDateAfterExistingFiling:
    "There is a filing with a delayed effective date on this record - your amendment can't take effect until after that filing is effective. Review the delayed effective date entered below; you can change it to a later date and time.",

  // Email step (reinstate and cure with fraud check), notifications.
  enterValidEmail: 'Enter a valid email address.',
  enterEmailOrPhone: 'Enter email or phone number.',
  emailsDontMatch: "Emails don't match.",
  retypeEmail: 'Retype email address.',
  enterValidPhone: 'Enter a valid phone number.',
  phonesDontMatch: "Phone Numbers don't match.",
  retypeNumber: 'Retype number.',

  // Shares, nonprofit, cooperative.
  sharesRange: 'Must be a number between 1 and 2,000,000,000.',
  /** Registrar's own wording: the page hides Next until a kind of shares is marked; the server still checks. */
  sharesKindRequired: 'Mark common shares, or more than one class or other shares.',
  directorsRange: 'Must be a number between 3 and 2,000,000,000.',
  assetsDistributionRequired: 'Enter information about the distribution of assets.',
  purposeRequired: 'Enter a statement describing the purpose.',
  directorsTermsRequired: "Enter information about directors' terms.",

  // Address fields.
  enterAddress: 'Enter the address.',
  enterCity: 'Enter the city.',
  enterZip: 'Enter a valid ZIP / Postal code.',
  chooseState: 'Choose a State.',
  chooseCountry: 'Choose a Country.',
  streetAddressPoBox: 'Street address cannot be a PO Box.',
  markBoxOrEnterMailing: 'Mark the box or enter a mailing address.',
  addressNoMatch:
    'No match found. Review addresses and make sure you entered them correctly. Include the apt, unit, or suite number if applicable.',
  addressMustBeIn: (stateName: string) => `Address must be in ${stateName}.`,
  useThisAddress: 'Use this address',
  useSelectedAddresses: 'Use selected addresses',

  // Name fields.
  enterFirstName: 'Enter a first name.',
  enterLastName: 'Enter a last name.',
  suffixPlaceholder: 'Choose a suffix, if applicable',

  // Registered agent, filers.
  chooseIndividualOrEntity: 'Choose Individual or Entity.',
  agentConsentRequired: 'You must get consent before appointing a person as your registered agent',
  /** Registrar's own wording: the own-agent box was marked for a name the entity no longer has. */
  ownAgentNameOutOfDate:
    "The registered agent's name is not the entity's current name. Clear this box and mark it again.",
  /** Registrar's own wording: the agent's copy of the principal office street address is out of date. */
  agentStreetNotPrincipalOffice:
    "The principal office street address has changed. Clear this box and mark it again, or enter the registered agent's street address.",
  /** Registrar's own wording: the agent's copy of the principal office mailing address is out of date. */
  agentMailingNotPrincipalOffice:
    "The principal office mailing address has changed. Clear this box and mark it again, or enter the registered agent's mailing address.",
  perjuryNoticeRequired: 'Mark the checkbox to show that you have read and understood the notice.',
  /** Registrar's own wording: the filer step needs at least one filer. */
  filerRequired: 'Add at least one filer.',

  // Uploads.
  uploadNoFiles:
    "Your files can't be attached. If you are attempting to drop a folder, select all the files within the folder and drag them all at once.",
  uploadTooMany: (n: number) =>
    n === 1
      ? "Your files can't be attached. Only One Attachment is Allowed"
      : `Your files can't be attached. Only ${n} attachments are allowed.`,
  uploadCombinedSize: (n: number) =>
    `Your files can't be attached. Combined size of all files must be ${n} MB or less.`,
  uploadPasswordProtectedPdf:
    "Password-protected PDFs can't be uploaded - remove passwords from your file before you attach them.",
  uploadNotAFile: "Your file can't be attached. Not a file.",
  uploadInvalidFileName: (characters: string) => `Invalid characters in file name: ${characters}`,
  uploadExtensionNotAllowed: (ext: string) =>
    `Your file can't be attached. ".${ext}" file extensions are not allowed.`,
  uploadTypeNotAllowed: (type: string) =>
    `Your file can't be attached. ${type} file types are not allowed.`,
  uploadEmpty: (name: string) => `Your file can't be attached. ${name} is empty.`,
  uploadTooLarge: (name: string, n: number) =>
    `Your file can't be attached. ${name} is larger than ${n} MB.`,
  /** Registrar's own wording: the server found content that does not match the file's extension. */
  uploadContentMismatch: (name: string) =>
    `Your file can't be attached. The contents of ${name} do not match its file type.`,
  uploadHelp:
    'PDF, text, JPG, GIF, PNG and TIF files only. Up to five files, combined 10MB or less. No special characters in file names.',

  // Dialogs and page chrome.
  cancelDialog:
    'Are you sure that you want to Cancel? All of the information you entered will be lost.',
  cancelDialogConfirm: 'Yes please, cancel',
  cancelDialogDecline: 'No',
  leavePageWarning: 'Are you sure you want to leave? Changes you made may not be saved',
  errorPrefix: 'Error - ',
  warningPrefix: 'Warning - ',
  errorAlert: (text: string) => `Error - ${text}`,
  warningAlert: (text: string) => `Warning - ${text}`,

  // Review, receipt.
  reviewHeading: "You're not done yet - review your filing",
  informationMissing: 'Information is missing or invalid.',
  reviewEditNotice:
    'Review your information carefully - changes to one section of the form will not be applied to other sections.',
  receiptEmailEmpty: 'Email is empty.',
  receiptEmailInvalid: 'Email is invalid.',
  receiptEmailSent: 'Email has been sent!',
  receiptEmailSubject: (transactionId: string, name: string) =>
    `Receipt for ${transactionId} - ${name}`,

  // Sign-in and passwords.
  enterYourEmail: 'Enter your email.',
  enterPassword: 'Enter password',
  loginInvalid: 'Email or password is invalid',
  temporaryPasswordEmailed: 'A temporary password has been emailed to you.',
  invalidEmailEntered: 'Invalid email entered',
  enterCurrentPassword: 'Enter a current password',
  newPasswordsDontMatch: "New password entries don't match",
  invalidNewPassword: 'Invalid new password',
  passwordDoesNotMatchRecords:
    'The information you entered does not match what we have in our system. Password is case sensitive.',

  // Administration.
  pendingQueueLink: (count: number) =>
    `Pending queue - ${count} ${count === 1 ? 'filing' : 'filings'}`,
  noPendingFilings: 'There are no pending filings',
  filingProcessed: 'Filing processed successfully.',
  errorRetrievingPendingFilings: 'Error retrieving pending filings',
  errorRetrievingFilingPdf: 'Error retrieving filing PDF',
  errorApprovingFiling: (status?: number) =>
    status === undefined || status === 500
      ? 'Error approving filing.'
      : `Error approving filing. ${status}`,
  errorRejectingFiling: (status?: number) =>
    status === undefined || status === 500
      ? 'Error rejecting filing.'
      : `Error rejecting filing. ${status}`,
  errorSavingPii: (status?: number) =>
    status === undefined || status === 500 ? 'Error saving pii.' : `Error saving pii. ${status}`,
  piiEntityIdInvalid: 'Enter a valid entity or record ID (master ID)',
  piiDocIdInvalid: 'Enter a valid ID number for the document that contains PII',
  removalDocIdInvalid: 'Enter a valid ID number for the Statement of Removal',
  piiAdditionalFilersQuestion: 'Do you need to add additional filers?',
} as const;

export type Messages = typeof messages;

/** The messages of the filer's sign-in and password screens (Secure Business Filing). */
export const sbfMessages = {
  // The product's wording.
  emailRequired: messages.enterYourEmail,
  passwordRequired: messages.enterPassword,
  signInRefused: messages.loginInvalid,
  passwordsDontMatch: messages.newPasswordsDontMatch,
  // Registrar's own wording.
  emailLength: 'Your email must be 3 to 200 characters.',
  emailInvalid: 'Enter your email in the format name@example.com.',
  passwordLength: 'Your password must be 8 to 250 characters.',
  passwordAscii:
    'Your password can use only letters, digits, spaces and the symbols of a US keyboard.',
  newPasswordRule:
    'Your new password needs at least 8 characters, with an upper-case letter, a lower-case letter and a number.',
  retypeRequired: 'Enter the new password again.',
  entityIdRequired: 'Enter the ID number of the business.',
  entityIdDigits: 'The ID number is 11 digits, for example 20231234567.',
  entityNameRequired: 'Enter the name of the business.',
  entityNameLength: 'The name of the business must be at most 200 characters.',
} as const;

/** The message for an empty organisation name, by kind of person forming. */
export const formerOrganizationNameMessages: Readonly<Record<Exclude<FormerType, 'I'>, string>> = {
  E: messages.enterEntitysName,
  T: messages.enterTrustsName,
  S: messages.enterStatesName,
  A: messages.enterEstatesName,
};

/** The catalogue's message for each receipt email problem. */
export const receiptEmailMessages = {
  empty: messages.receiptEmailEmpty,
  invalid: messages.receiptEmailInvalid,
} as const;

/** Joins alternatives as `"a", "b" or "c"`. */
function joinAlternatives(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`;
}
