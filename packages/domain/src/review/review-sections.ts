// A filing rendered once: the filing type and its values become review sections of labelled rows,
// in wizard order, each with the step its Edit button returns to. The review page, the review PDF,
// the filed image and mail draw this one structure; none of them knows a step's fields.
import { addressLines, displayName } from '../display.ts';
import type { FilingTypeDefinition, StepDefinition, StepSegment } from '../filing-types/types.ts';
import type { Address, FilingValues, FormerType, YesNo } from '../model.ts';
import { applicableSteps } from '../navigation.ts';
import { reviewTextEn, type ReviewText } from './review-text.ts';

export interface ReviewRow {
  /** What the value is; '' for a section's one free-text value, shown as a paragraph. */
  label: string;
  /** The value, one entry per line (an address's lines, a list of files). */
  lines: string[];
  /** Typed by the filer: keep its own line breaks. */
  freeText?: boolean;
}

export interface ReviewSection {
  /** The step this section shows; its Edit button returns there. */
  step: StepSegment;
  title: string;
  rows: ReviewRow[];
  /** A statement under the rows (the perjury notice the filer affirms). */
  note?: string;
  /**
   * False for what the filer sees on review but the public record leaves out: notification
   * addresses and the private affidavit and ID.
   */
  public: boolean;
}

type SectionBuilder = (
  values: FilingValues,
  text: ReviewText,
  def: FilingTypeDefinition,
) => Pick<ReviewSection, 'rows'> & Partial<Pick<ReviewSection, 'note' | 'public'>>;

const orNotProvided = (value: string | undefined, text: ReviewText): string[] => {
  const trimmed = (value ?? '').trim();
  return [trimmed === '' ? text.notProvided : trimmed];
};

function yesNo(value: YesNo | '' | null, text: ReviewText): string[] {
  if (value === 'Y') return [text.yes];
  if (value === 'N') return [text.no];
  return [text.notProvided];
}

function addressRow(label: string, address: Address, text: ReviewText): ReviewRow {
  const lines = addressLines(address);
  return { label, lines: lines.length === 0 ? [text.notProvided] : lines };
}

function freeTextRow(label: string, value: string, empty: string): ReviewRow {
  const trimmed = value.trim();
  return { label, lines: [trimmed === '' ? empty : trimmed], freeText: true };
}

function fileNames(files: { fileName: string }[], text: ReviewText): string[] {
  return files.length === 0 ? [text.values.noFiles] : files.map((file) => file.fileName);
}

/** Ten digits as (303) 555-0100; anything else as typed. */
function formatPhone(digits: string): string {
  return /^\d{10}$/.test(digits)
    ? `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`
    : digits;
}

function formerTypeLabel(type: FormerType | '', text: ReviewText): string {
  const labels: Record<FormerType, string> = {
    I: text.values.individual,
    E: text.values.entity,
    T: text.values.trust,
    S: text.values.stateOrOther,
    A: text.values.estate,
  };
  return type === '' ? text.notProvided : labels[type];
}

/** The rows of each page that edits a slice, by page. */
const sectionBuilders: Partial<Record<StepSegment, SectionBuilder>> = {
  entityname: ({ entityName }, text, def) => {
    if (def.asksNameChange !== true)
      return { rows: [{ label: text.labels.name, lines: orNotProvided(entityName.name, text) }] };
    // An amendment shows the name on record and the name it leaves: the new one, or the same.
    const keeps = entityName.isNameChanged === 'N';
    return {
      rows: [
        { label: text.labels.currentName, lines: orNotProvided(entityName.oldName, text) },
        {
          label: text.labels.nameAfterFiling,
          lines: orNotProvided(keeps ? entityName.oldName : entityName.name, text),
        },
      ],
    };
  },
  staticentityname: ({ entityName, statute }, text, def) => ({
    rows: [
      { label: text.labels.currentName, lines: orNotProvided(entityName.oldName, text) },
      {
        label: text.labels.nameAfterFiling,
        lines: orNotProvided(entityName.name.trim() || entityName.oldName, text),
      },
      ...(def.pages.hasStatute
        ? [{ label: text.labels.statute, lines: orNotProvided(statute.text, text) }]
        : []),
    ],
  }),
  principalofficeaddress: ({ principalOffice }, text) => ({
    rows: [
      addressRow(text.labels.streetAddress, principalOffice.streetAddress, text),
      principalOffice.isSameAsStreetAddressChecked
        ? { label: text.labels.mailingAddress, lines: [text.values.sameAsStreet] }
        : addressRow(text.labels.mailingAddress, principalOffice.mailingAddress, text),
    ],
  }),
  registeredagent: ({ registeredAgent }, text) => {
    const { name } = registeredAgent.nameValues;
    const { addressValues } = registeredAgent;
    const type =
      name.nameTyp === 'I'
        ? text.values.individual
        : name.nameTyp === 'O'
          ? text.values.entity
          : text.notProvided;
    const consent =
      registeredAgent.agentConsentRadio === 'Y'
        ? [text.values.consented]
        : yesNo(registeredAgent.agentConsentRadio, text);
    return {
      rows: [
        { label: text.labels.type, lines: [type] },
        {
          label: text.labels.name,
          lines: [
            ...orNotProvided(displayName(name), text),
            ...(name.isEntityOwnAgentChecked ? [text.values.ownAgent] : []),
          ],
        },
        addressRow(text.labels.streetAddress, addressValues.streetAddress, text),
        addressValues.isSameAsStreetAddressChecked
          ? { label: text.labels.mailingAddress, lines: [text.values.sameAsStreet] }
          : addressRow(text.labels.mailingAddress, addressValues.mailingAddress, text),
        { label: text.labels.consent, lines: consent },
      ],
    };
  },
  email: ({ email }, text) => ({
    rows: [{ label: text.labels.email, lines: orNotProvided(email.email, text) }],
  }),
  management: ({ management }, text) => {
    const managedBy =
      management.managedBy === 'MBR'
        ? text.values.members
        : management.managedBy === 'MGR'
          ? text.values.managers
          : text.notProvided;
    return {
      rows: [
        { label: text.labels.managedBy, lines: [managedBy] },
        { label: text.labels.atLeastOneMember, lines: yesNo(management.hasOneMember, text) },
      ],
    };
  },
  formation: ({ formation }, text) => ({
    rows:
      formation.formers.length === 0
        ? [{ label: text.labels.name, lines: [text.notProvided] }]
        : formation.formers.map((former, index) => ({
            label: `${index + 1}. ${formerTypeLabel(former.nameValues.personTyp, text)}`,
            lines: [
              ...orNotProvided(displayName(former.nameValues.name), text),
              ...addressLines(former.addressValues.streetAddress),
            ],
          })),
  }),
  shares: ({ shares }, text) => ({
    rows: [
      {
        label: text.labels.commonShares,
        lines: shares.commonSharesValues.isCommonSharesChecked
          ? orNotProvided(shares.commonSharesValues.numberOfShares, text)
          : [text.none],
      },
      {
        label: text.labels.otherClasses,
        lines: [shares.isMoreThanOneOrOtherChecked ? text.yes : text.no],
      },
      freeTextRow(text.labels.additionalInfo, shares.additionalInfo, text.notApplicable),
    ],
  }),
  votingassets: ({ votingAssets }, text) => ({
    rows: [
      { label: text.labels.votingMembers, lines: yesNo(votingAssets.votingMembersRadio, text) },
      freeTextRow(
        text.labels.assetsDistribution,
        votingAssets.assetsDistribution,
        text.notProvided,
      ),
    ],
  }),
  purposedirectors: ({ purposeDirectors }, text) => ({
    rows: [
      freeTextRow(text.labels.purpose, purposeDirectors.purpose, text.notProvided),
      {
        label: text.labels.numberOfDirectors,
        lines: orNotProvided(purposeDirectors.numberOfDirectors, text),
      },
      freeTextRow(text.labels.directorsTerms, purposeDirectors.directorsTerms, text.notProvided),
    ],
  }),
  additionalinfo: ({ additionalInfo }, text) => ({
    rows: [freeTextRow('', additionalInfo.additionalInfo, text.notApplicable)],
  }),
  attachments: ({ additionalInfo }, text) => ({
    rows: [{ label: text.labels.files, lines: fileNames(additionalInfo.attachments, text) }],
  }),
  privateattachments: ({ additionalInfo }, text) => ({
    rows: [{ label: text.labels.files, lines: fileNames(additionalInfo.privateAttachments, text) }],
    note: text.notes.privateAttachments,
    public: false,
  }),
  effectivedate: ({ effectiveDate }, text) => {
    const answer = effectiveDate.effectiveAtTimeOfFilingRadio;
    const lines =
      answer === 'Y'
        ? [text.values.atTimeOfFiling]
        : answer === 'N'
          ? orNotProvided(
              effectiveDate.effectiveDateTimeDisplay || effectiveDate.effectiveDateAsEntered,
              text,
            )
          : // With a filing pending on the record the date is asked without the question.
            orNotProvided(effectiveDate.effectiveDateTimeDisplay, text);
    return { rows: [{ label: text.labels.effective, lines }] };
  },
  filer: ({ filers }, text) => ({
    rows: [
      {
        label: text.labels.perjuryNoticeAffirmed,
        lines: [filers.perjuryNoticeAffirmed ? text.yes : text.no],
      },
      ...(filers.filers.length === 0
        ? [{ label: text.labels.filer(1), lines: [text.notProvided] }]
        : filers.filers.map((filer, index) => ({
            label: text.labels.filer(index + 1),
            lines: [
              ...orNotProvided(displayName(filer.nameValues.name), text),
              ...addressLines(filer.addressValues.streetAddress),
            ],
          }))),
    ],
    note: text.notes.perjury,
  }),
  notifications: ({ notifications }, text) => ({
    rows: [
      {
        label: text.labels.emails,
        lines:
          notifications.emails.length === 0
            ? [text.none]
            : notifications.emails.map((item) => item.email),
      },
      {
        label: text.labels.texts,
        lines:
          notifications.texts.length === 0
            ? [text.none]
            : notifications.texts.map((item) => formatPhone(item.text)),
      },
    ],
    note: text.notes.notifications,
    public: false,
  }),
};

/** The title of a step's review section. */
export function reviewSectionTitle(step: StepDefinition): string {
  return step.reviewTitle ?? step.title;
}

/** The review sections of a filing: every step that applies and edits a slice, in wizard order. */
export function buildReviewSections(
  def: FilingTypeDefinition,
  values: FilingValues,
  text: ReviewText = reviewTextEn,
): ReviewSection[] {
  return applicableSteps(def, values).flatMap((step) => {
    const build = step.slice === undefined ? undefined : sectionBuilders[step.page ?? step.segment];
    if (build === undefined) return [];
    const { rows, note, public: isPublic = true } = build(values, text, def);
    return [
      {
        step: step.segment,
        title: reviewSectionTitle(step),
        rows,
        ...(note === undefined ? {} : { note }),
        public: isPublic,
      },
    ];
  });
}
