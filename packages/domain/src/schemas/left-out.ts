// The fields of a filing that the wizard's pages hold for their widgets (a radio that opens a
// list, a box that copies an address, an item's key in a list) and that a client of the filing
// API may leave out: each is worked out from the rest of the filing, as the wizard would set it.
// The answers a person gives (a consent, an affirmation, a choice between kinds) are never
// worked out; neither is anything the rules check against the record.
import { createEmptyAddress } from '../blank-values.ts';
import { createEmptyFiling } from '../create-empty-filing.ts';
import { getFilingType } from '../filing-types/index.ts';

type Parent = Record<string, unknown>;

export interface LeftOutField {
  /**
   * Where the object holding the field is inside the filing, as dotted keys: `*` is one key or
   * list item, `**` any number of them; '' is the filing itself.
   */
  in: string;
  /** The field's key in that object. */
  key: string;
  /** What the field is when left out, for the document. */
  whenLeftOut: string;
  /** The value, from the object holding it, the filing, and the object's place in its list. */
  value: (parent: Parent, filing: Parent, index: number) => unknown;
}

/** The filing state a new filing of a type starts with, made once per type. */
const startingStates = new Map<string, Record<string, unknown>>();
function startingStateOf(filingType: unknown): Record<string, unknown> | undefined {
  if (typeof filingType !== 'string') return undefined;
  const known = startingStates.get(filingType);
  if (known !== undefined) return known;
  const def = getFilingType(filingType);
  if (def === undefined) return undefined;
  const state = { ...createEmptyFiling(def).filingState };
  startingStates.set(filingType, state);
  return state;
}

const isGiven = (value: unknown) => typeof value === 'string' && value.trim() !== '';
const hasItems = (value: unknown) => Array.isArray(value) && value.length > 0;
const filingTypeOf = (filing: Parent) => {
  const state = filing.filingState as Parent | undefined;
  return typeof state?.filingType === 'string' ? getFilingType(state.filingType) : undefined;
};

/** A mailing address left out beside its "same as the street address" box. */
function mailingFields(at: string): LeftOutField[] {
  return [
    {
      in: at,
      key: 'isSameAsStreetAddressChecked',
      whenLeftOut:
        'true when mailingAddress is left out too (the mailing address is the street address), false otherwise',
      value: (parent) => parent.mailingAddress === undefined,
    },
    {
      in: at,
      key: 'mailingAddress',
      whenLeftOut: 'the street address when isSameAsStreetAddressChecked is true',
      value: (parent) =>
        parent.isSameAsStreetAddressChecked === true && typeof parent.streetAddress === 'object'
          ? { ...(parent.streetAddress as Parent), addressType: 'MAIL' }
          : createEmptyAddress('MAIL'),
    },
  ];
}

const empty = (inside: string, ...keys: string[]): LeftOutField[] =>
  keys.map((key) => ({ in: inside, key, whenLeftOut: 'empty', value: () => '' }));
const none = (inside: string, ...keys: string[]): LeftOutField[] =>
  keys.map((key) => ({ in: inside, key, whenLeftOut: 'an empty list', value: () => [] }));
const unchecked = (inside: string, ...keys: string[]): LeftOutField[] =>
  keys.map((key) => ({ in: inside, key, whenLeftOut: 'false', value: () => false }));

/** Every field the filing API works out when it is left out, in the order they are worked out. */
export const leftOutFields: readonly LeftOutField[] = [
  // What is filed: the filing type says it, and the record replaces the rest.
  ...['entityType', 'domesticFlag', 'transactionDescription', 'entityId', 'cfdEffectiveDate'].map(
    (key): LeftOutField => ({
      in: 'filingState',
      key,
      whenLeftOut: "the filing type's (an existing entity's come from the record)",
      value: (parent) => startingStateOf(parent.filingType)?.[key] ?? '',
    }),
  ),
  {
    in: 'filingState',
    key: 'transactionType',
    whenLeftOut: "the filing type's; for an amendment, the one of the entity's type on the record",
    value: () => '',
  },
  ...unchecked('filingState', 'cfd', 'adminFraudCheck'),
  // Sections whose every answer can be worked out: no files, effective on filing, no notices.
  ...(
    [
      ['additionalInfo', 'no additional information or attachments'],
      ['effectiveDate', 'effective when filed'],
      ['notifications', 'no notifications'],
    ] as const
  ).map(([key, whenLeftOut]): LeftOutField => ({ in: '', key, whenLeftOut, value: () => ({}) })),
  // An amendment that leaves the name section out keeps the name on record.
  {
    in: '',
    key: 'entityName',
    whenLeftOut: 'for an amendment, the name on record is kept',
    value: (_parent, filing) => (filingTypeOf(filing)?.asksNameChange === true ? {} : undefined),
  },
  {
    in: 'entityName',
    key: 'name',
    whenLeftOut: 'for an amendment, empty: the name on record is kept',
    value: (_parent, filing) => (filingTypeOf(filing)?.asksNameChange === true ? '' : undefined),
  },
  {
    in: 'entityName',
    key: 'isNameChanged',
    whenLeftOut: 'for an amendment, Y when name is given, N otherwise',
    value: (parent, filing) =>
      filingTypeOf(filing)?.asksNameChange === true
        ? isGiven(parent.name)
          ? 'Y'
          : 'N'
        : undefined,
  },
  ...mailingFields('principalOffice'),
  {
    in: 'registeredAgent.nameValues',
    key: 'personTyp',
    whenLeftOut: 'REGAGEN',
    value: () => 'REGAGEN',
  },
  ...unchecked('registeredAgent.nameValues.name', 'isEntityOwnAgentChecked'),
  ...mailingFields('registeredAgent.addressValues'),
  ...unchecked(
    'registeredAgent.addressValues',
    'isSameAsPrincipalOfficeAddressChecked',
    'isSameAsPrincipalOfficeMailingAddressChecked',
  ),
  // Every address: its kind is where it is; its optional parts are empty.
  ...['streetAddress', 'mailingAddress'].flatMap((at): LeftOutField[] => [
    {
      in: `**.${at}`,
      key: 'addressType',
      whenLeftOut: at === 'streetAddress' ? 'PHYS' : 'MAIL',
      value: () => (at === 'streetAddress' ? 'PHYS' : 'MAIL'),
    },
    ...empty(`**.${at}`, 'address2', 'state', 'province'),
  ]),
  // Every person's name: an organisation's when orgName is given, an individual's otherwise.
  ...empty('**.nameValues.name', 'orgName', 'firstName', 'middleName', 'lastName', 'suffix'),
  {
    in: '**.nameValues.name',
    key: 'nameTyp',
    whenLeftOut: "O (an organisation's name) when orgName is given, I (an individual's) otherwise",
    value: (parent) => (isGiven(parent.orgName) ? 'O' : 'I'),
  },
  {
    in: 'formation.formers.*',
    key: 'id',
    whenLeftOut: 'former-1, former-2, … by place in the list',
    value: (_parent, _filing, index) => `former-${String(index + 1)}`,
  },
  {
    in: 'filers.filers.*',
    key: 'id',
    whenLeftOut: 'filer-1, filer-2, … by place in the list',
    value: (_parent, _filing, index) => `filer-${String(index + 1)}`,
  },
  {
    in: 'filers.filers.*.nameValues',
    key: 'personTyp',
    whenLeftOut: 'FILER',
    value: () => 'FILER',
  },
  // A corporation's shares: each box is ticked when its answer is given.
  ...empty('shares', 'additionalInfo'),
  {
    in: 'shares',
    key: 'isMoreThanOneOrOtherChecked',
    whenLeftOut: 'true when additionalInfo is given',
    value: (parent) => isGiven(parent.additionalInfo),
  },
  ...empty('shares.commonSharesValues', 'numberOfShares'),
  {
    in: 'shares.commonSharesValues',
    key: 'isCommonSharesChecked',
    whenLeftOut: 'true when numberOfShares is given',
    value: (parent) => isGiven(parent.numberOfShares),
  },
  ...empty('additionalInfo', 'additionalInfo'),
  ...none('additionalInfo', 'attachments', 'privateAttachments'),
  {
    in: 'additionalInfo',
    key: 'additionalInfoAttachmentRadio',
    whenLeftOut: 'Y when attachments are named, N otherwise',
    value: (parent) => (hasItems(parent.attachments) ? 'Y' : 'N'),
  },
  // The effective date: worked out by the server from the date and time given.
  ...empty(
    'effectiveDate',
    'effectiveDateAsEntered',
    'effectiveDate',
    'effectiveTime',
    'effectiveDateTime',
    'effectiveDateTimeDisplay',
    'effectiveMaxDateTimeDisplay',
  ),
  {
    in: 'effectiveDate',
    key: 'effectiveAtTimeOfFilingRadio',
    whenLeftOut: 'N when a date is given (effectiveDate or effectiveDateAsEntered), Y otherwise',
    value: (parent) =>
      isGiven(parent.effectiveDate) || isGiven(parent.effectiveDateAsEntered) ? 'N' : 'Y',
  },
  ...none('notifications', 'emails', 'texts'),
  {
    in: 'notifications',
    key: 'emailNotificationRadio',
    whenLeftOut: 'Y when emails are given, N otherwise',
    value: (parent) => (hasItems(parent.emails) ? 'Y' : 'N'),
  },
  {
    in: 'notifications',
    key: 'textNotificationRadio',
    whenLeftOut: 'Y when texts are given, N otherwise',
    value: (parent) => (hasItems(parent.texts) ? 'Y' : 'N'),
  },
];

/** True when a path (keys, list items as `*`) is matched by a pattern of `in`. */
function isAtPattern(pattern: string, path: readonly string[]): boolean {
  const wanted = pattern === '' ? [] : pattern.split('.');
  const match = (w: number, p: number): boolean => {
    if (w === wanted.length) return p === path.length;
    if (wanted[w] === '**') return match(w + 1, p) || (p < path.length && match(w, p + 1));
    return p < path.length && (wanted[w] === '*' || wanted[w] === path[p]) && match(w + 1, p + 1);
  };
  return match(0, 0);
}

/** The fields left out of the object at a path that the API works out. */
export function leftOutFieldsAt(path: readonly string[]): LeftOutField[] {
  return leftOutFields.filter((field) => isAtPattern(field.in, path));
}

const isPlainObject = (value: unknown): value is Parent =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The filing with every field the client left out worked out, as the wizard would have set it;
 * what the client sent is kept as sent. Anything that is not a filing is returned as it is, for the
 * schema to refuse.
 */
export function workOutLeftOutFields(filing: unknown): unknown {
  if (!isPlainObject(filing)) return filing;
  const root = structuredClone(filing);
  const fill = (object: Parent, path: string[], index: number) => {
    for (const field of leftOutFieldsAt(path)) {
      if (object[field.key] !== undefined) continue;
      const value = field.value(object, root, index);
      if (value !== undefined) object[field.key] = value;
    }
    for (const [key, child] of Object.entries(object)) {
      if (isPlainObject(child)) fill(child, [...path, key], index);
      else if (Array.isArray(child))
        child.forEach((item: unknown, itemIndex) => {
          if (isPlainObject(item)) fill(item, [...path, key, '*'], itemIndex);
        });
    }
  };
  fill(root, [], 0);
  return root;
}
