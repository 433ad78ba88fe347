// The words of the built-in steps a filer sees: each step's heading (the first part of its page
// title) and, when it differs, the title of its review section. Another language is another
// object of this shape.

export const stepText = {
  /** The last part of every page title: who the site belongs to. */
  pageTitleSuffix: 'Secretary of State',
  titles: {
    intro: 'Intro',
    reportintro: 'Report Intro',
    entityname: 'Entity name',
    staticentityname: 'Entity name',
    principalofficeaddress: 'Principal office address',
    registeredagent: 'Registered agent',
    email: 'Email for processing notifications',
    management: 'Management',
    formation: 'Persons forming',
    shares: 'Shares',
    votingassets: 'Voting & assets',
    purposedirectors: 'Purpose and directors',
    additionalinfo: 'Additional information',
    attachments: 'Attachments',
    privateattachments: 'Affidavit and ID attachments',
    effectivedate: 'Delayed effective date',
    filer: 'Filer',
    notifications: 'Notifications',
    filingreview: 'Review',
    receipt: 'Receipt',
    whatsnext: 'Congratulations',
  },
  reviewTitles: {
    filer: 'Filer information',
  },
};

export type StepText = typeof stepText;
