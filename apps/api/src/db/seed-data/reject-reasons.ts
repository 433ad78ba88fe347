// The reasons administrators start with for rejecting a held filing: [code, group, short, long].
// Seeded when missing; edited rows are kept. Registrar's own wording.
export const rejectReasonList: readonly (readonly [string, string, string, string])[] = [
  [
    'ID_NOT_VERIFIED',
    'Identity',
    'Identity not verified',
    'The identification submitted with the filing could not be verified.',
  ],
  [
    'ID_ILLEGIBLE',
    'Identity',
    'Identification illegible',
    'The identification submitted with the filing is not legible.',
  ],
  [
    'AFFIDAVIT_MISSING',
    'Affidavit',
    'Affidavit incomplete',
    'The affidavit is missing, unsigned or incomplete.',
  ],
  [
    'NOT_AUTHORIZED',
    'Authority',
    'Not authorized',
    'The person filing is not shown to be authorized to act for the entity.',
  ],
  [
    'INFORMATION_MISMATCH',
    'Filing',
    'Information does not match',
    'Information in the filing does not match the records of the Secretary of State.',
  ],
  [
    'SUSPECTED_FRAUD',
    'Filing',
    'Suspected fraudulent filing',
    'The filing appears to have been made without the consent of the entity.',
  ],
];
