// Delivery-line standardisation after USPS Publication 28: upper case, no punctuation except the
// hyphen, the slash and the decimal point Pub 28 keeps, standard suffix, directional and
// secondary unit abbreviations, and the single "PO BOX n" form for post office boxes.
// Every rule maps its own output to itself, so standardising twice changes nothing.

import {
  designatorsNeedingNumber,
  directionals,
  secondaryUnitDesignators,
  streetSuffixes,
} from './publication-28-tables.ts';

/** A standardised delivery line and whether it is a post office box. */
export interface StandardizedLine {
  text: string;
  postofficeBox: boolean;
}

const poBoxPattern =
  /^(?:P ?O ?BOX|POST ?OFFICE ?BOX|POSTAL ?BOX|POST ?BOX|P ?O ?BX|P ?O ?B|BOX|BX) ?#? ?(\d[A-Z0-9-]*|[A-Z]-?\d[A-Z0-9-]*|NORTH|SOUTH|EAST|WEST|[A-Z])(?: (.*))?$/;
// A box "number" may be one letter; NORTH..WEST are accepted too because a directional word
// standardises to one letter, and the second pass must reach the same answer as the first.
const ruralRoutePattern =
  /^(?:RURAL ROUTE|RURAL RTE|RFD|RR|R R) ?(\d+) (?:BOX|BX) ?#? ?(\d[A-Z0-9-]*|NORTH|SOUTH|EAST|WEST|[A-Z])$/;
const ordinalPattern = /^(\d+)(?:ST|ND|RD|TH)$/;
const floorSpellings = new Set(['FLOOR', 'FLR', 'FL']);

/** Upper case, ASCII letters, digits, spaces and the characters Pub 28 keeps (- / # and a decimal point). */
export function cleanAddressText(text: string): string {
  return (
    text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toUpperCase()
      // Periods and apostrophes join what they separate (N.E. → NE, O'NEIL → ONEIL), except a
      // decimal point between digits (39.2 RD).
      .replace(/(?<!\d)\.|\.(?!\d)/g, '')
      .replace(/['`]/g, '')
      .replace(/#/g, ' # ')
      .replace(/[^A-Z0-9 ./#-]/g, ' ')
      .split(' ')
      .map((token) => (token === '#' ? token : token.replace(/^[-/]+|[-/]+$/g, '')))
      .filter((token) => token !== '')
      .join(' ')
  );
}

/** Standardises one delivery line (street, PO Box, rural route or secondary unit) to Pub 28 form. */
export function standardizeAddressLine(line: string): StandardizedLine {
  const cleaned = cleanAddressText(line);
  if (cleaned === '') return { text: '', postofficeBox: false };

  const box = poBoxPattern.exec(cleaned);
  if (box) {
    const trailing = box[2] ? standardizeUnitTokens(box[2].split(' ')) : [];
    return { text: ['PO BOX', box[1], ...trailing].join(' '), postofficeBox: true };
  }

  const ruralRoute = ruralRoutePattern.exec(cleaned);
  if (ruralRoute) return { text: `RR ${ruralRoute[1]} BOX ${ruralRoute[2]}`, postofficeBox: false };

  // A pound sign with no number after it says nothing. Left in, it changes how the line is read
  // (where a trailing "3RD FLOOR" is looked for, whether the line is a unit alone), and the
  // standardised line, without it, would be read otherwise on a second pass.
  const words = cleaned.split(' ');
  while (words.length > 1 && words[words.length - 1] === '#') words.pop();
  const tokens = rewriteOrdinalFloor(words, 0, 1);
  if (isUnitLine(tokens))
    return { text: standardizeUnitTokens(tokens).join(' '), postofficeBox: false };
  return { text: standardizeStreetTokens(tokens).join(' '), postofficeBox: false };
}

/** City name in upper case without punctuation, as Pub 28 writes the last line. */
export function standardizeCityName(city: string): string {
  return cleanAddressText(city)
    .replace(/[#/.]/g, ' ')
    .replace(/-/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const cityWordAbbreviations: Readonly<Record<string, string>> = {
  SAINT: 'ST',
  SAINTE: 'STE',
  FORT: 'FT',
  MOUNT: 'MT',
};

/** Key under which two spellings of a city compare equal (St. Paul = Saint Paul, McKinney = Mc Kinney). */
export function cityComparisonKey(city: string): string {
  return standardizeCityName(city)
    .split(' ')
    .map((word) => cityWordAbbreviations[word] ?? word)
    .join('');
}

function isUnitNumber(token: string | undefined): boolean {
  if (token === undefined) return false;
  // NORTH counts like N: otherwise APARTMENT NORTH would become APARTMENT N, then APT N.
  return (
    /^[A-Z]$/.test(token) ||
    directionals.get(token)?.length === 1 ||
    (/\d/.test(token) && /^[A-Z0-9-/]+$/.test(token))
  );
}

/** "5TH FLOOR" → "FL 5" (Pub 28 writes the designator before the number), starting in [from, to). */
function rewriteOrdinalFloor(tokens: string[], from: number, to = tokens.length - 1): string[] {
  for (let index = from; index < Math.min(to, tokens.length - 1); index += 1) {
    const ordinal = ordinalPattern.exec(tokens[index] ?? '');
    if (ordinal && floorSpellings.has(tokens[index + 1] ?? '')) {
      return [...tokens.slice(0, index), 'FL', ordinal[1] ?? '', ...tokens.slice(index + 2)];
    }
  }
  return tokens;
}

/** Index of a secondary unit designator that starts at `index`, judged by what follows it. */
function startsSecondaryUnit(tokens: readonly string[], index: number): boolean {
  const token = tokens[index] ?? '';
  if (token === '#') return isUnitNumber(tokens[index + 1]);
  const designator = secondaryUnitDesignators.get(token);
  if (designator === undefined) return false;
  if (designatorsNeedingNumber.has(designator)) {
    const numberIndex = tokens[index + 1] === '#' ? index + 2 : index + 1;
    return isUnitNumber(tokens[numberIndex]);
  }
  // REAR, FRNT, BSMT... stand alone, so only trust them at the end of a street line after a
  // suffix or directional (100 MAIN ST REAR), never as a street name (100 FRONT ST).
  const previous = tokens[index - 1];
  return (
    index === tokens.length - 1 &&
    previous !== undefined &&
    (streetSuffixes.has(previous) || directionals.has(previous))
  );
}

/** A line that is only a secondary unit, as address line 2 usually is (APT 5, SUITE 200, REAR). */
function isUnitLine(tokens: readonly string[]): boolean {
  const first = tokens[0] ?? '';
  const designator = secondaryUnitDesignators.get(first);
  if (designator !== undefined && !designatorsNeedingNumber.has(designator))
    return tokens.length === 1;
  return startsSecondaryUnit(tokens, 0);
}

function standardizeUnitTokens(tokens: readonly string[]): string[] {
  const standardized: string[] = [];
  for (const token of tokens) {
    const previous = standardized[standardized.length - 1];
    // "APT # 5" → "APT 5": the pound sign only stands in for a missing designator.
    if (token === '#' && previous !== undefined && secondaryUnitDesignators.has(previous)) continue;
    standardized.push(secondaryUnitDesignators.get(token) ?? token);
  }
  return standardized;
}

function isPrimaryNumber(token: string | undefined): boolean {
  return token !== undefined && /^\d/.test(token);
}

function standardizeStreetTokens(tokens: readonly string[]): string[] {
  const numberLength = isPrimaryNumber(tokens[0])
    ? /^\d+\/\d+$/.test(tokens[1] ?? '')
      ? 2
      : 1
    : 0;
  const primaryNumber = tokens.slice(0, numberLength);
  // Only a trailing "3RD FLOOR": anywhere else, the FL 3 it makes could pair with an ordinal
  // before it on the next pass.
  const afterNumber = tokens.slice(numberLength);
  const rest = rewriteOrdinalFloor(afterNumber, Math.max(1, afterNumber.length - 2));

  let unitIndex = rest.length;
  for (let index = 1; index < rest.length; index += 1) {
    if (startsSecondaryUnit(rest, index)) {
      unitIndex = index;
      break;
    }
  }
  const street = standardizeStreetName(rest.slice(0, unitIndex));
  const unit = standardizeUnitTokens(rest.slice(unitIndex));
  return [...primaryNumber, ...street, ...unit];
}

const compassPairs: Readonly<Record<string, string>> = { NE: 'NE', NW: 'NW', SE: 'SE', SW: 'SW' };

/** NORTH EAST / N E → NE; null when the two words are not a two-part directional. */
function combinedDirectional(first: string | undefined, second: string | undefined): string | null {
  if (first === undefined || second === undefined) return null;
  const northSouth = directionals.get(first);
  const eastWest = directionals.get(second);
  if ((northSouth !== 'N' && northSouth !== 'S') || (eastWest !== 'E' && eastWest !== 'W'))
    return null;
  return compassPairs[northSouth + eastWest] ?? null;
}

function hasNonDirectional(tokens: readonly string[]): boolean {
  return tokens.some((token) => !directionals.has(token));
}

/** After a predirectional there must still be a street name, not just a suffix (NORTH ST is a name). */
function leavesStreetName(tokens: readonly string[]): boolean {
  return tokens.length > 1 || (tokens.length === 1 && !streetSuffixes.has(tokens[0] ?? ''));
}

/** Predirectional, street name, suffix, postdirectional. */
function standardizeStreetName(tokens: readonly string[]): string[] {
  let body = [...tokens];

  let postdirectional: string[] = [];
  const trailingPair = combinedDirectional(body[body.length - 2], body[body.length - 1]);
  if (trailingPair !== null && hasNonDirectional(body.slice(0, -2))) {
    postdirectional = [trailingPair];
    body = body.slice(0, -2);
  } else {
    const last = directionals.get(body[body.length - 1] ?? '');
    if (last !== undefined && hasNonDirectional(body.slice(0, -1))) {
      postdirectional = [last];
      body = body.slice(0, -1);
    }
  }

  let predirectional: string[] = [];
  const leadingPair = combinedDirectional(body[0], body[1]);
  if (leadingPair !== null && leavesStreetName(body.slice(2))) {
    predirectional = [leadingPair];
    body = body.slice(2);
  } else {
    const first = directionals.get(body[0] ?? '');
    if (first !== undefined && leavesStreetName(body.slice(1))) {
      predirectional = [first];
      body = body.slice(1);
    }
  }

  // Only the last word is a suffix: PARK AVENUE → PARK AVE, but AVENUE B keeps its name.
  const suffix = streetSuffixes.get(body[body.length - 1] ?? '');
  if (body.length > 1 && suffix !== undefined) body = [...body.slice(0, -1), suffix];

  return [...predirectional, ...body, ...postdirectional];
}
