// US states, territories and military "states" as the Postal Service codes them. The full names
// feed the "Error - Address must be in {state}." message.

const stateNamesByCode: Readonly<Record<string, string>> = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'District of Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
  AS: 'American Samoa',
  GU: 'Guam',
  MP: 'Northern Mariana Islands',
  PR: 'Puerto Rico',
  VI: 'U.S. Virgin Islands',
  FM: 'Federated States of Micronesia',
  MH: 'Marshall Islands',
  PW: 'Palau',
  AA: 'Armed Forces Americas',
  AE: 'Armed Forces Europe',
  AP: 'Armed Forces Pacific',
};

const stateCodesByUpperName = new Map(
  Object.entries(stateNamesByCode).map(([code, name]) => [
    name.toUpperCase().replace(/\./g, ''),
    code,
  ]),
);

/**
 * Country codes treated as domestic (US, DC, AS, GU, MP, PR, VI): the territories appear in the
 * country list in their own right, and addresses there are verified like any US address.
 */
const domesticCountryCodes: ReadonlySet<string> = new Set([
  'US',
  'DC',
  'AS',
  'GU',
  'MP',
  'PR',
  'VI',
]);

/** Two-letter code for a state code or full state name in any letter case, or null if unknown. */
export function toStateCode(state: string): string | null {
  const cleaned = state.trim().toUpperCase().replace(/\./g, '').replace(/\s+/g, ' ');
  if (cleaned in stateNamesByCode) return cleaned;
  return stateCodesByUpperName.get(cleaned) ?? null;
}

/** Full name of a state or territory code ("CO" → "Colorado"), or null if unknown. */
export function stateName(code: string): string | null {
  return stateNamesByCode[code.trim().toUpperCase()] ?? null;
}

/** True when the country code is one verified as a US address. */
export function isDomesticCountry(country: string): boolean {
  return domesticCountryCodes.has(country.trim().toUpperCase());
}
