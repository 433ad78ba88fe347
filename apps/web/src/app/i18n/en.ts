// The English catalogue of the shell and the wizard engine; pages add their own when they load. The
// product's messages come from the domain's catalogue so both sides word them alike.
import { messages } from '@registrar/domain';

export const en = {
  common: {
    secretaryOfState: 'Secretary of State',
    next: 'Next',
    saveChanges: 'Save changes',
    cancel: 'Cancel',
    close: 'Close',
    loading: 'Loading…',
    errorPrefix: messages.errorPrefix,
    warningPrefix: messages.warningPrefix,
    genericError: 'Something went wrong. Try again later.',
    opensInNewWindow: '(opens in a new window)',
    // Not worded by the spec: a request refused because too many came from this address (429).
    tooManyAttempts: 'Too many attempts. Try again in {{wait}}.',
    tooManyAttemptsNoWait: 'Too many attempts. Wait a few minutes, then try again.',
    wait: {
      oneSecond: '1 second',
      seconds: '{{count}} seconds',
      oneMinute: '1 minute',
      minutes: '{{count}} minutes',
    },
  },
  // The administrators' navigation is the shell's: Pending Queue, Change Password, Logout.
  staff: {
    nav: {
      pendingQueue: 'Pending Queue',
      changePassword: 'Change Password',
      logout: 'Logout',
    },
  },
  shell: {
    skipLink: 'Skip to main content',
    // The language link: the other language's name, in that language, and its code.
    otherLanguage: { name: 'Español', code: 'es' },
    siteTitle: 'Business filings',
    siteTitleAgency: 'Secretary of State',
    homeLinkLabel: 'Secretary of State business filings home',
    primaryNavigation: 'Primary navigation',
    menu: 'Menu',
    closeMenu: 'Close navigation menu',
    nav: {
      businessHome: 'Business home',
      searchDatabase: 'Search business database',
      searchTips: 'Tips for searching',
      faq: 'FAQ',
      tutorials: 'Tutorials & training',
      showState: 'Show State',
    },
    bannerOfficial: 'An official website of the State',
    bannerHowYouKnow: "Here's how you know",
    bannerDotGovTitle: 'Official websites use .gov',
    bannerDotGov: 'A .gov website belongs to an official government organization.',
    bannerHttpsTitle: 'Secure .gov websites use HTTPS',
    bannerHttps:
      'A lock or https:// means you’ve safely connected to the .gov website. Share sensitive information only on official, secure websites.',
    footerAgency: 'Secretary of State',
    footerText: 'Business and Licensing Division',
    entityNameHeader: 'Entity name: {{name}}',
    leavePageWarning: messages.leavePageWarning,
    idle: {
      title: 'Your session is about to end',
      body: 'You have been inactive for a while. For your security, this page will close in {{time}}. Choose Continue to keep working.',
      minutesAndSeconds: '{{minutes}} minute(s) {{seconds}} second(s)',
      continue: 'Continue',
    },
    draftNotSaved:
      'Your answers are kept in this browser, but they could not be saved on the server. They will be saved again after the next step.',
  },
  forms: {
    /** Registrar's own wording: a form post without this site's token (expired, or sent from elsewhere). */
    notFromThisPage:
      'Your answers were not saved: the form had expired, or it was not sent from this site. Check them below and send the form again.',
  },
  // The shared form components' words (components/): address and name fields, the address check,
  // the error summary, dialogs and lists of people.
  components: {
    required: 'required',
    yes: 'Yes',
    no: 'No',
    errorSummaryHeading: 'There is a problem',
    closeWindow: 'Close this window',
    uploadFailed: 'Your file could not be attached. Try again later.',
    address: {
      address1: 'Address 1',
      address2: 'Address 2',
      city: 'City',
      state: 'State',
      mustBeIn: 'Must be in {{state}}.',
      province: 'Province',
      zip: 'ZIP / Postal code',
      country: 'Country',
    },
    addressCheck: {
      heading: 'Verify your address',
      introOne:
        'We checked the address you entered with the US Postal Service. Choose which version to use.',
      introMany:
        'We checked the addresses you entered with the US Postal Service. Choose which version to use.',
      asEntered: 'Address you entered',
      verified: 'Verified address',
      useThis: 'Use this address',
      useSelected: 'Use selected addresses',
      edit: 'Edit address',
    },
    name: {
      name: 'Name',
      firstName: 'First name',
      middleName: 'Middle name',
      lastName: 'Last name',
      suffix: 'Suffix',
      suffixPlaceholder: 'Choose a suffix, if applicable',
    },
    people: {
      edit: 'Edit',
      editPerson: 'Edit {{name}}',
      delete: 'Delete',
      deletePerson: 'Delete {{name}}',
    },
  },
  titles: {
    fileAForm: 'File a form',
    about: 'About',
    filingIssue: 'Problem with a filing',
    down: 'Service unavailable',
    notFound: 'Page not found',
    formNotSent: 'Answers not sent',
    showState: 'Show State',
    suffix: 'Secretary of State',
  },
  wizard: {
    unknownStep: 'This step is not available yet.',
    restoring: 'Restoring your filing…',
    restoreFailed:
      'We could not restore your filing. It may have expired. Start a new filing from the list of forms.',
    cancelDialogTitle: 'Cancel this filing?',
    cancelDialogText: messages.cancelDialog,
    cancelDialogConfirm: messages.cancelDialogConfirm,
    cancelDialogDecline: messages.cancelDialogDecline,
  },
  down: {
    heading: 'This service is temporarily unavailable',
    body: 'We are sorry: online filing is not available right now. Try again later.',
    retry: 'Try again',
  },
  existingEntity: {
    checking: 'Looking up the entity…',
    unknownEntity:
      'No entity with the ID {{entityId}} is on the record. Check the ID and start again.',
    noEntityId:
      'No entity was named. Start this filing from the list of forms with the ID of the entity.',
    lookupFailed: 'We could not look up the entity right now. Try again in a few minutes.',
    unavailableTitle: 'Filing not available',
    unavailableHeading: 'This filing is not available',
    unavailableBody: 'The {{filing}} is no longer available for this record.',
    unavailableSummaryLink: 'Check the filing history on the entity summary page',
    backToForms: 'Go to the list of forms',
  },
} as const;
