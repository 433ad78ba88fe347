// The words of a filing's review sections, in one catalogue: the review page, the review PDF,
// the filed image and mail all render them. Another language is another object of this shape.

export const reviewTextEn = {
  notProvided: 'Not provided',
  notApplicable: 'N/A',
  yes: 'Yes',
  no: 'No',
  none: 'None',
  labels: {
    name: 'Name',
    currentName: 'Current name',
    nameAfterFiling: 'Name after this filing',
    statute: 'Statute',
    streetAddress: 'Street address',
    mailingAddress: 'Mailing address',
    type: 'Type',
    consent: 'Consent to appointment',
    email: 'Email',
    managedBy: 'Managed by',
    atLeastOneMember: 'At least one member',
    commonShares: 'Common shares',
    otherClasses: 'More than one class or other shares',
    additionalInfo: 'Additional information',
    votingMembers: 'Voting members',
    assetsDistribution: 'Distribution of assets',
    purpose: 'Purpose',
    numberOfDirectors: 'Number of directors',
    directorsTerms: "Directors' terms",
    files: 'Files',
    effective: 'Effective',
    perjuryNoticeAffirmed: 'Perjury notice affirmed',
    filer: (position: number) => `Filer ${position}`,
    emails: 'Email notifications',
    texts: 'Text notifications',
  },
  values: {
    sameAsStreet: 'Same as street address',
    individual: 'Individual',
    entity: 'Entity',
    trust: 'Trust',
    stateOrOther: 'State or other',
    estate: 'Estate',
    members: 'Members',
    managers: 'Managers',
    ownAgent: 'The entity is its own registered agent',
    consented: 'The person appointed as registered agent has consented to being so appointed.',
    atTimeOfFiling: 'When the filing is received',
    noFiles: 'No files attached',
  },
  notes: {
    privateAttachments:
      'The affidavit and ID are submissions for the administrators and are not shown publicly.',
    perjury:
      "Causing this document to be delivered to the Secretary of State for filing shall constitute the affirmation or acknowledgment of each individual causing such delivery, under penalties of perjury, that the document is the individual's act and deed, or that the individual in good faith believes the document is the act and deed of the person on whose behalf the individual is causing the document to be delivered for filing, taken in conformity with the requirements of part 3 of article 90 of title 7, C.R.S.",
    notifications:
      'Where the Secretary of State sends reminders about this entity. Not part of the public record.',
  },
};

export type ReviewText = typeof reviewTextEn;
