// The filing as the wizard stores it and the server receives it. Field names are those the
// registry's forms and calls have always used, so that the stored form state, the
// review, the server's checks and the PDF all speak of the same thing.

export type YesNo = 'Y' | 'N';

/** Address type: PHYS street, MAIL mailing. */
export type AddressType = 'PHYS' | 'MAIL';

/** Which version of an address the user chose in the verification dialog. */
export type AddressSelectionType = 'USER' | 'VERIFIED' | 'NOT_SELECTED';

export interface Address {
  address1: string;
  address2: string;
  city: string;
  /** Two-letter state or territory code. */
  state: string;
  zip: string;
  province: string;
  /** Two-letter country code; US by default. */
  country: string;
  countryDescription?: string;
  addressType: AddressType;
  processed?: boolean;
  valid?: boolean;
  verified?: boolean;
  /** Set once the user has chosen the entered or the verified version. */
  accepted?: boolean;
  needsAdditionalInfo?: boolean;
  hasChanged?: boolean;
  postofficeBox?: boolean;
  coloradoZipcode?: boolean;
  addressSelectionType?: AddressSelectionType;
}

export interface AddressPair {
  streetAddress: Address;
  mailingAddress: Address;
}

/** Name type: I individual, O organisation. */
export type NameType = 'I' | 'O';

export interface PersonName {
  /** Empty until the user chooses Individual or Entity (registered agent, filer). */
  nameTyp: NameType | '';
  orgName: string;
  firstName: string;
  middleName: string;
  lastName: string;
  suffix: string;
  typeCode?: string;
  hasChanged?: boolean;
}

export interface EntityNameAvailability {
  isAvailable: boolean;
  isReserved: boolean;
  isAuthorizedToUse: boolean;
  reservedBy: { name: string; address: string[] } | null;
}

export interface EntityNameValues {
  name: string;
  oldName?: string;
  isNameValid?: boolean;
  isOldNameValid?: boolean;
  /** Amendments: Y changes the name, N keeps the current one. */
  isNameChanged?: YesNo | '';
  message?: string;
  showNameChangeRadio?: boolean;
  availability?: EntityNameAvailability;
}

export interface PrincipalOfficeValues {
  isSameAsStreetAddressChecked: boolean;
  streetAddress: Address;
  mailingAddress: Address;
}

export interface RegisteredAgentValues {
  agentConsentRadio: YesNo | '';
  nameValues: {
    personTyp: 'REGAGEN';
    name: PersonName & { isEntityOwnAgentChecked: boolean };
  };
  addressValues: {
    isSameAsPrincipalOfficeAddressChecked: boolean;
    isSameAsPrincipalOfficeMailingAddressChecked: boolean;
    isSameAsStreetAddressChecked: boolean;
    streetAddress: Address;
    mailingAddress: Address;
  };
}

/** MBR members, MGR managers. */
export type ManagedBy = 'MBR' | 'MGR';

export interface ManagementValues {
  managedBy: ManagedBy | '';
  hasOneMember: YesNo | '';
}

/**
 * Person forming the entity. Codes: I individual (FRMINDV), E entity (FRMENT), T trust (FRMTRST),
 * S state or other (FRMSTA), A estate (FRMEST).
 */
export type FormerType = 'I' | 'E' | 'T' | 'S' | 'A';

export interface PersonForming {
  /** Stable id within the filing, so list edits and deletes address the right person. */
  id: string;
  nameValues: { personTyp: FormerType | ''; name: PersonName };
  addressValues: { streetAddress: Address };
}

export interface FormationValues {
  formers: PersonForming[];
}

export interface SharesValues {
  commonSharesValues: { isCommonSharesChecked: boolean; numberOfShares: string };
  isMoreThanOneOrOtherChecked: boolean;
  additionalInfo: string;
}

export interface VotingAssetsValues {
  votingMembersRadio: YesNo | '';
  assetsDistribution: string;
}

export interface PurposeDirectorsValues {
  purpose: string;
  numberOfDirectors: string;
  directorsTerms: string;
}

/**
 * An uploaded file. The bytes live on the server (checked by content when uploaded); the filing
 * carries only the reference, so session storage never holds 10 MB of base64.
 */
export interface Attachment {
  key: string;
  fileName: string;
  mimeType: string;
  size: number;
}

export interface AdditionalInfoValues {
  additionalInfo: string;
  additionalInfoAttachmentRadio: YesNo | '';
  attachments: Attachment[];
  privateAttachments: Attachment[];
}

export interface EffectiveDateValues {
  /** Y: effective when filed. N: a delayed effective date. */
  effectiveAtTimeOfFilingRadio: YesNo | '';
  /** MM/DD/YYYY as the user typed or picked it. */
  effectiveDateAsEntered: string;
  /** YYYY-MM-DD, Mountain time calendar date. */
  effectiveDate: string;
  /** "hh:mm am/pm"; empty means 11:59 PM. */
  effectiveTime: string;
  /** ISO 8601 instant (UTC) of the chosen effective moment. */
  effectiveDateTime: string;
  /** "MM/DD/YYYY hh:mm AM/PM", Mountain time. */
  effectiveDateTimeDisplay: string;
  /** Set when the entered date was past the maximum and the user confirmed the maximum. */
  effectiveMaxDateTimeDisplay: string;
}

export interface Filer {
  id: string;
  nameValues: { personTyp: 'FILER'; name: PersonName };
  addressValues: { streetAddress: Address };
  sameAsFormer?: boolean;
}

export interface FilersValues {
  perjuryNoticeAffirmed: boolean;
  filers: Filer[];
}

export interface NotificationsValues {
  emailNotificationRadio: YesNo | null;
  textNotificationRadio: YesNo | null;
  emails: { email: string }[];
  /** Ten digits, no punctuation. */
  texts: { text: string }[];
}

/** Identity of the filing: what is being filed, for which entity (the "filing state"). */
export interface FilingState {
  filingType: string;
  entityType: string;
  domesticFlag: YesNo | '';
  transactionType: string;
  transactionDescription: string;
  entityId: string;
  cfd: boolean;
  /** ISO instant of an existing filing's delayed effective date on this record, if any. */
  cfdEffectiveDate: string;
  adminFraudCheck: boolean;
}

/** The whole filing, one slice per step. Slices a filing type does not use stay at their defaults. */
/** A filing's values: its filing state and the slice each step owns (worked out from the steps). */
export type { FilingValues } from './steps/index.ts';

/** Review-completeness codes, spelled as the registry spells them (ENTIY_ included). */
export type CompletenessCode =
  | 'VALID'
  | 'ENTIY_NAME_MISSING'
  | 'ENTIY_NAME_INVALID'
  | 'POA_MISSING'
  | 'REG_AGENT_MISSING'
  | 'MANAGEMENT_MISSING'
  | 'FORMER_MISSING'
  | 'DED_MISSING'
  | 'FILER_MISSING';
