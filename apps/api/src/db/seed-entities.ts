// The generated registry: a deterministic set of existing entities and name reservations, so
// every machine (and every test run) with the same count holds the same names and IDs. Dates of
// formation are fixed in history; due dates and reservation expiries are relative to `today`.
import {
  mountainDate,
  nameKey,
  type Address,
  type PersonName,
  type RegisteredAgentValues,
} from '@registrar/domain';
import {
  commercialAgents,
  coloradoCities,
  cooperativeKinds,
  firstNames,
  industryWords,
  middleInitials,
  nonprofitCauses,
  nonprofitForms,
  nounWords,
  placeWords,
  streetNames,
  surnames,
} from './seed-data/name-parts.ts';

/**
 * Seeded entity IDs use the seed index (0 to count - 1) as their seven digits, so at most this
 * many. They never meet a filed entity's ID: seeded formation years end before HISTORY_END's year,
 * and a filing forms its entity in the year it is recorded or later.
 */
export const MOST_SEEDED_ENTITIES = 10_000_000;

/** Formation dates of generated entities lie in the 30 years before this fixed instant. */
const HISTORY_END = Date.UTC(2026, 0, 1);
const HISTORY_DAYS = 30 * 365;
const DAY_MS = 86_400_000;

export interface SeedEntity {
  entityId: string;
  name: string;
  nameKey: string;
  entityType: 'DLLC' | 'DPC' | 'DNC' | 'DC55';
  domesticFlag: string;
  statusCode: string;
  formationDate: Date;
  dissolutionDate: Date | null;
  reportingMonth: number;
  /** YYYY-MM-DD. */
  nextReportDueDate: string;
  principalOffice: { streetAddress: Address; mailingAddress: Address };
  registeredAgent: RegisteredAgentValues;
  fraudFlag: boolean;
  adminFraudCheck: boolean;
}

export interface SeedReservation {
  name: string;
  nameKey: string;
  reservedByName: string;
  reservedByAddress: string[];
  expiresAt: Date;
}

export interface GeneratedRegistry {
  entities: SeedEntity[];
  reservations: SeedReservation[];
}

/** Small, fast, seedable PRNG (mulberry32): the same seed gives the same sequence everywhere. */
function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

type Random = () => number;

function pick<T>(random: Random, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)] as T;
}

/** Picks from [value, weight] pairs. */
function pickWeighted<T>(random: Random, choices: ReadonlyArray<readonly [T, number]>): T {
  const total = choices.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = random() * total;
  for (const [value, weight] of choices) {
    roll -= weight;
    if (roll < 0) return value;
  }
  return (choices[choices.length - 1] as readonly [T, number])[0];
}

const llcDesignators: ReadonlyArray<readonly [string, number]> = [
  [' LLC', 45],
  [', LLC', 15],
  [' L.L.C.', 10],
  [' Limited Liability Company', 10],
  [' Ltd.', 5],
  [' Limited Liability Co.', 5],
  [' Limited', 5],
  [', L.L.C.', 5],
];
const corporationDesignators: ReadonlyArray<readonly [string, number]> = [
  [' Inc.', 35],
  [', Inc.', 15],
  [' Incorporated', 10],
  [' Corporation', 20],
  [' Corp.', 10],
  [' Company', 5],
  [' Co.', 5],
];

function commercialCore(random: Random): string {
  const pattern = random();
  if (pattern < 0.45)
    return `${pick(random, placeWords)} ${pick(random, nounWords)} ${pick(random, industryWords)}`;
  if (pattern < 0.65) return `${pick(random, surnames)} ${pick(random, industryWords)}`;
  if (pattern < 0.8)
    return `${pick(random, surnames)} & ${pick(random, surnames)} ${pick(random, industryWords)}`;
  return `${pick(random, placeWords)} ${pick(random, industryWords)}`;
}

function entityName(random: Random, entityType: SeedEntity['entityType']): string {
  switch (entityType) {
    case 'DLLC':
      return commercialCore(random) + pickWeighted(random, llcDesignators);
    case 'DPC':
      return commercialCore(random) + pickWeighted(random, corporationDesignators);
    case 'DNC': {
      const base =
        random() < 0.3
          ? `Friends of ${pick(random, placeWords)} ${pick(random, nonprofitCauses)}`
          : `${pick(random, placeWords)} ${pick(random, nonprofitCauses)} ${pick(random, nonprofitForms)}`;
      return random() < 0.3 ? `${base}, Inc.` : base;
    }
    case 'DC55':
      return `${pick(random, placeWords)} ${pick(random, cooperativeKinds)} ${pickWeighted(random, [
        ['Cooperative', 60],
        ['Cooperative Association', 20],
        ['Co-op', 15],
        ['Co-operative', 5],
      ] as const)}`;
  }
}

/** Inserts an ordinal before the designator when every drawn variant was taken, e.g. "Foo 2 LLC". */
function withOrdinal(name: string, ordinal: number): string {
  const designatorStart = name.search(
    /,? (LLC|L\.L\.C\.|Limited|Ltd\.|Inc\.|Incorporated|Corporation|Corp\.|Company|Co\.|Cooperative|Co-op|Co-operative)/,
  );
  if (designatorStart <= 0) return `${name} ${ordinal}`;
  return `${name.slice(0, designatorStart)} ${ordinal}${name.slice(designatorStart)}`;
}

function emptyAddress(addressType: Address['addressType']): Address {
  return {
    address1: '',
    address2: '',
    city: '',
    state: '',
    zip: '',
    province: '',
    country: '',
    addressType,
  };
}

function coloradoAddress(random: Random, addressType: Address['addressType']): Address {
  const [city, zip] = pick(random, coloradoCities);
  const hasSuite = random() < 0.3;
  return {
    address1: `${1 + Math.floor(random() * 9899)} ${pick(random, streetNames)}`,
    address2: hasSuite ? `Suite ${100 + Math.floor(random() * 400)}` : '',
    city,
    state: 'CO',
    zip,
    province: '',
    country: 'US',
    addressType,
  };
}

function personName(random: Random): PersonName {
  return {
    nameTyp: 'I',
    orgName: '',
    firstName: pick(random, firstNames),
    middleName: pick(random, middleInitials),
    lastName: pick(random, surnames),
    suffix: '',
  };
}

function registeredAgent(random: Random, streetAddress: Address): RegisteredAgentValues {
  const roll = random();
  const name: PersonName =
    roll < 0.25
      ? {
          nameTyp: 'O',
          orgName: pick(random, commercialAgents),
          firstName: '',
          middleName: '',
          lastName: '',
          suffix: '',
        }
      : personName(random);
  // A third of individual agents serve at the principal office itself.
  const agentStreet = roll > 0.75 ? { ...streetAddress } : coloradoAddress(random, 'PHYS');
  return {
    agentConsentRadio: 'Y',
    nameValues: { personTyp: 'REGAGEN', name: { ...name, isEntityOwnAgentChecked: false } },
    addressValues: {
      isSameAsPrincipalOfficeAddressChecked: roll > 0.75,
      isSameAsPrincipalOfficeMailingAddressChecked: false,
      isSameAsStreetAddressChecked: true,
      streetAddress: agentStreet,
      mailingAddress: emptyAddress('MAIL'),
    },
  };
}

function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The last day of the given month (1-12) of the given year, as a UTC date. */
function endOfMonth(year: number, month: number): Date {
  return new Date(Date.UTC(year, month, 0));
}

/**
 * The periodic report due date: the last day of the reporting month. Good-standing entities owe
 * the next one on or after `today`; delinquent ones missed the latest past one; dissolved ones
 * keep the one that was due when they were dissolved.
 */
function reportDueDate(
  reportingMonth: number,
  statusCode: string,
  today: Date,
  dissolutionDate: Date | null,
): string {
  const reference = dissolutionDate ?? today;
  let year = reference.getUTCFullYear();
  let due = endOfMonth(year, reportingMonth);
  if (statusCode === 'GOOD') {
    if (due < reference) due = endOfMonth(++year, reportingMonth);
  } else if (due >= reference) {
    due = endOfMonth(--year, reportingMonth);
  }
  return isoDate(due);
}

export interface FixedEntity {
  name: string;
  entityType: SeedEntity['entityType'];
  statusCode: string;
  formationDate: string;
  dissolutionDate?: string;
  fraudFlag?: boolean;
  adminFraudCheck?: boolean;
  /**
   * Pins the periodic report relative to the seeding day instead of the formation month: 'open'
   * makes this month the reporting month (the window is open now); 'late' makes it four months
   * ago (the window closed last month, so the report is late).
   */
  reportWindow?: 'open' | 'late';
}

/**
 * Well-known rows for tests and manual testing. They take the first seed indices, so their IDs
 * are the formation year followed by 000000n.
 */
export const fixedEntities: readonly FixedEntity[] = [
  {
    name: 'Mountain Peak Ventures LLC',
    entityType: 'DLLC',
    statusCode: 'GOOD',
    formationDate: '2015-03-12',
  },
  {
    name: 'Front Range Widgets, Inc.',
    entityType: 'DPC',
    statusCode: 'GOOD',
    formationDate: '2008-06-02',
  },
  {
    name: 'Columbine Delinquent Holdings LLC',
    entityType: 'DLLC',
    statusCode: 'DQQ',
    formationDate: '2012-09-20',
  },
  {
    name: 'Silver Plume Mining Company LLC',
    entityType: 'DLLC',
    statusCode: 'ADISS',
    formationDate: '2004-11-05',
    dissolutionDate: '2021-02-01',
  },
  {
    name: 'Colorado Kids Literacy Foundation',
    entityType: 'DNC',
    statusCode: 'GOOD',
    formationDate: '1999-04-15',
  },
  {
    name: 'High Plains Grain Cooperative',
    entityType: 'DC55',
    statusCode: 'GOOD',
    formationDate: '2001-08-01',
  },
  // Rows added for the existing-entity filings; appended so the IDs above never change.
  {
    name: 'Cherry Creek Delinquent Corp.',
    entityType: 'DPC',
    statusCode: 'DQQ',
    formationDate: '2010-05-17',
  },
  {
    name: 'Gold Hill Voluntary Wind-Down LLC',
    entityType: 'DLLC',
    statusCode: 'VDISS',
    formationDate: '2006-02-14',
    dissolutionDate: '2019-07-01',
  },
  {
    name: 'Leadville Court Dissolved Inc.',
    entityType: 'DPC',
    statusCode: 'JDISS',
    formationDate: '2003-10-09',
    dissolutionDate: '2018-04-23',
  },
  {
    name: 'Ouray Term Expired LLC',
    entityType: 'DLLC',
    statusCode: 'TDISS',
    formationDate: '2005-01-20',
    dissolutionDate: '2020-01-20',
  },
  {
    name: 'Cripple Creek Long Dissolved LLC',
    entityType: 'DLLC',
    statusCode: 'DISS3Y',
    formationDate: '2000-06-30',
    dissolutionDate: '2016-03-01',
  },
  {
    name: 'Telluride Flagged Holdings LLC',
    entityType: 'DLLC',
    statusCode: 'GOOD',
    formationDate: '2016-12-05',
    fraudFlag: true,
  },
  {
    name: 'Durango Checked Delinquent LLC',
    entityType: 'DLLC',
    statusCode: 'DQQ',
    formationDate: '2011-03-28',
    adminFraudCheck: true,
  },
  {
    name: 'Salida Checked Dissolved LLC',
    entityType: 'DLLC',
    statusCode: 'ADISS',
    formationDate: '2007-08-08',
    dissolutionDate: '2022-05-02',
    adminFraudCheck: true,
  },
  {
    name: 'Estes Park Report Window LLC',
    entityType: 'DLLC',
    statusCode: 'GOOD',
    formationDate: '2014-04-04',
    reportWindow: 'open',
  },
  {
    name: 'Greeley Late Report LLC',
    entityType: 'DLLC',
    statusCode: 'DQQ',
    formationDate: '2013-07-15',
    reportWindow: 'late',
  },
  // Current names that lack their designation term (older filings): an amendment must change them.
  {
    name: 'Juniper Ridge Outfitters',
    entityType: 'DLLC',
    statusCode: 'GOOD',
    formationDate: '2017-09-20',
  },
  {
    name: 'Arkansas Valley Growers',
    entityType: 'DC55',
    statusCode: 'GOOD',
    formationDate: '2018-06-11',
  },
  // Has a filed amendment with a delayed effective date (seed.ts adds the filing): a new
  // amendment must take effect after it.
  {
    name: 'Breckenridge Pending Amendment LLC',
    entityType: 'DLLC',
    statusCode: 'GOOD',
    formationDate: '2019-02-14',
  },
  // A good-standing LLC free to rename: the browser journeys amend it, so the rows other
  // journeys rely on (for example the taken name "Mountain Peak Ventures LLC") stay as they are.
  {
    name: 'Crested Butte Trail Supply LLC',
    entityType: 'DLLC',
    statusCode: 'GOOD',
    formationDate: '2021-05-05',
  },
  // Held for the administrators' check like Durango and Salida, for the browser journeys of the
  // review: one reinstatement is approved, one cure is fought over by two administrators, and the
  // rows the other journeys rely on stay as they are.
  {
    name: 'Pagosa Checked Dissolved LLC',
    entityType: 'DLLC',
    statusCode: 'ADISS',
    formationDate: '2020-10-12',
    dissolutionDate: '2024-05-02',
    adminFraudCheck: true,
  },
  {
    name: 'Fruita Checked Delinquent LLC',
    entityType: 'DLLC',
    statusCode: 'DQQ',
    formationDate: '2022-01-19',
    adminFraudCheck: true,
  },
  // Held for the administrators' check, for the journey of the review without the page's script:
  // one cure is rejected, the next approved.
  {
    name: 'Alamosa Checked Delinquent LLC',
    entityType: 'DLLC',
    statusCode: 'DQQ',
    formationDate: '2023-03-07',
    adminFraudCheck: true,
  },
  // A second report window open now, for the journey that files a report without the page's
  // script (filing a report closes its window, so the two journeys cannot share one).
  {
    name: 'Vail Report Window LLC',
    entityType: 'DLLC',
    statusCode: 'GOOD',
    formationDate: '2012-11-13',
    reportWindow: 'open',
  },
  // A third, for the journey that files a report in Spanish.
  {
    name: 'Pueblo Report Window LLC',
    entityType: 'DLLC',
    statusCode: 'GOOD',
    formationDate: '2011-09-21',
    reportWindow: 'open',
  },
];

/** The fixed, unexpired reservation tests rely on. */
export const fixedReservation = {
  name: 'Aspen Reserved Holdings LLC',
  reservedByName: 'Jordan A. Rivera',
  reservedByAddress: ['1560 Broadway', 'Suite 200', 'Denver, CO 80202'],
} as const;

/** A reservation that has expired, so its name is available again. */
export const fixedExpiredReservationName = 'Lapsed Reservation Example LLC';

const statusChoices: ReadonlyArray<readonly [string, number]> = [
  ['GOOD', 80],
  ['DQQ', 10],
  ['ADISS', 4],
  ['VDISS', 3],
  ['DISS3Y', 1.5],
  ['JDISS', 1],
  ['TDISS', 0.5],
];
const typeChoices: ReadonlyArray<readonly [SeedEntity['entityType'], number]> = [
  ['DLLC', 70],
  ['DPC', 15],
  ['DNC', 10],
  ['DC55', 5],
];

/** The 11-digit entity ID: formation year followed by the 7-digit number. */
function formatEntityId(formationYear: number, entityNumber: number): string {
  return `${formationYear}${String(entityNumber).padStart(7, '0')}`;
}

/**
 * Generates `count` entities (the fixed rows first) in batches of `batchSize`, then returns the
 * reservations; deterministic for a given count, `today` only moves due dates and expiries.
 * Batches let the seed insert one while the next is generated.
 */
export function* generateRegistryBatches(
  count: number,
  today: Date = new Date(),
  batchSize = 5_000,
): Generator<SeedEntity[], SeedReservation[]> {
  if (count > MOST_SEEDED_ENTITIES) {
    throw new RangeError(`At most ${MOST_SEEDED_ENTITIES} entities can be seeded.`);
  }
  const random = createRandom(0x5eed_2026);
  const usedKeys = new Set<string>();
  let batch: SeedEntity[] = [];
  const todayUtc = new Date(
    Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()),
  );

  const reserveKey = (name: string): boolean => {
    const key = nameKey(name);
    if (usedKeys.has(key)) return false;
    usedKeys.add(key);
    return true;
  };
  // Keys of the fixed reservations are kept out of the registry.
  reserveKey(fixedReservation.name);
  reserveKey(fixedExpiredReservationName);

  const addEntity = (
    index: number,
    name: string,
    entityType: SeedEntity['entityType'],
    statusCode: string,
    formationDate: Date,
    dissolutionDate: Date | null,
    fixed?: FixedEntity,
  ) => {
    const streetAddress = coloradoAddress(random, 'PHYS');
    const mailingAddress =
      random() < 0.2
        ? coloradoAddress(random, 'MAIL')
        : { ...streetAddress, addressType: 'MAIL' as const };
    let reportingMonth = formationDate.getUTCMonth() + 1;
    let nextReportDueDate = reportDueDate(reportingMonth, statusCode, todayUtc, dissolutionDate);
    if (fixed?.reportWindow !== undefined) {
      // The month as the registry's rules see it (Mountain time), not UTC's.
      const [year, month] = mountainDate(today).split('-').map(Number) as [number, number];
      const monthsBack = fixed.reportWindow === 'open' ? 0 : 4;
      const due = endOfMonth(year, month - monthsBack);
      reportingMonth = due.getUTCMonth() + 1;
      nextReportDueDate = isoDate(due);
    }
    batch.push({
      entityId: formatEntityId(formationDate.getUTCFullYear(), index),
      name,
      nameKey: nameKey(name),
      entityType,
      domesticFlag: 'N',
      statusCode,
      formationDate,
      dissolutionDate,
      reportingMonth,
      nextReportDueDate,
      principalOffice: { streetAddress, mailingAddress },
      registeredAgent: registeredAgent(random, streetAddress),
      fraudFlag: fixed?.fraudFlag ?? false,
      adminFraudCheck: fixed?.adminFraudCheck ?? false,
    });
  };

  for (const [index, fixed] of fixedEntities.entries()) {
    if (index >= count) break;
    reserveKey(fixed.name);
    addEntity(
      index,
      fixed.name,
      fixed.entityType,
      fixed.statusCode,
      new Date(`${fixed.formationDate}T17:00:00Z`),
      fixed.dissolutionDate ? new Date(`${fixed.dissolutionDate}T17:00:00Z`) : null,
      fixed,
    );
  }

  for (let index = fixedEntities.length; index < count; index++) {
    const entityType = pickWeighted(random, typeChoices);
    let name = entityName(random, entityType);
    let accepted = reserveKey(name);
    for (let attempt = 0; attempt < 4 && !accepted; attempt++) {
      name = entityName(random, entityType);
      accepted = reserveKey(name);
    }
    for (let ordinal = 2; !accepted; ordinal++) {
      const candidate = withOrdinal(name, ordinal);
      accepted = reserveKey(candidate);
      if (accepted) name = candidate;
    }
    let statusCode = pickWeighted(random, statusChoices);
    // Business hours, Mountain time (about 15:00-24:00 UTC).
    const formationDate = new Date(
      HISTORY_END -
        (1 + Math.floor(random() * HISTORY_DAYS)) * DAY_MS +
        (15 + Math.floor(random() * 9)) * 3_600_000,
    );
    let dissolutionDate: Date | null = null;
    if (statusCode !== 'GOOD' && statusCode !== 'DQQ') {
      // Dissolved at least 30 days ago (DISS3Y: more than three years ago), after formation; an
      // entity too young for its drawn status is administratively dissolved, or in good standing.
      const ageDays = Math.floor((todayUtc.getTime() - formationDate.getTime()) / DAY_MS);
      if (statusCode === 'DISS3Y' && ageDays <= 3 * 365 + 60) statusCode = 'ADISS';
      const minimumAgeDays = statusCode === 'DISS3Y' ? 3 * 365 + 30 : 30;
      const spanDays = ageDays - minimumAgeDays;
      if (spanDays < 1) statusCode = 'GOOD';
      else
        dissolutionDate = new Date(
          formationDate.getTime() + (1 + Math.floor(random() * spanDays)) * DAY_MS,
        );
    }
    addEntity(index, name, entityType, statusCode, formationDate, dissolutionDate);
    if (batch.length >= batchSize) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;

  const reservations: SeedReservation[] = [
    {
      ...fixedReservation,
      reservedByAddress: [...fixedReservation.reservedByAddress],
      nameKey: nameKey(fixedReservation.name),
      expiresAt: new Date(todayUtc.getTime() + 90 * DAY_MS),
    },
    {
      name: fixedExpiredReservationName,
      nameKey: nameKey(fixedExpiredReservationName),
      reservedByName: 'Casey Morgan',
      reservedByAddress: ['2200 Pearl Street', 'Boulder, CO 80302'],
      expiresAt: new Date(todayUtc.getTime() - 10 * DAY_MS),
    },
  ];
  // A handful more, most unexpired (a reservation lasts 120 days), a few lapsed.
  const reservationCount = Math.min(20, Math.ceil(count / 500));
  for (let index = 0; index < reservationCount; index++) {
    let name = commercialCore(random) + pickWeighted(random, llcDesignators);
    while (!reserveKey(name)) name = commercialCore(random) + pickWeighted(random, llcDesignators);
    const person = personName(random);
    const [city, zip] = pick(random, coloradoCities);
    const expiresInDays =
      index % 5 === 4 ? -(1 + Math.floor(random() * 60)) : 1 + Math.floor(random() * 119);
    reservations.push({
      name,
      nameKey: nameKey(name),
      reservedByName: [person.firstName, person.middleName, person.lastName]
        .filter(Boolean)
        .join(' '),
      reservedByAddress: [
        `${1 + Math.floor(random() * 9899)} ${pick(random, streetNames)}`,
        `${city}, CO ${zip}`,
      ],
      expiresAt: new Date(todayUtc.getTime() + expiresInDays * DAY_MS),
    });
  }
  return reservations;
}

/** The whole generated registry at once (tests and small counts). */
export function generateRegistry(count: number, today: Date = new Date()): GeneratedRegistry {
  const batches = generateRegistryBatches(count, today);
  const entities: SeedEntity[] = [];
  for (;;) {
    const step = batches.next();
    if (step.done) return { entities, reservations: step.value };
    entities.push(...step.value);
  }
}

/** The entity ID a fixed row gets (its formation year and its index), for tests and the docs. */
export function fixedEntityId(name: string): string {
  const index = fixedEntities.findIndex((fixed) => fixed.name === name);
  const fixed = fixedEntities[index];
  if (fixed === undefined) throw new Error(`No fixed entity is named ${name}`);
  return formatEntityId(Number(fixed.formationDate.slice(0, 4)), index);
}
