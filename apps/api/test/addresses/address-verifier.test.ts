import { beforeAll, describe, expect, it } from 'vitest';
import {
  createBuiltInAddressVerifier,
  mustBeInStateMessage,
  noMatchMessage,
  parseZip,
  poBoxNotAllowedMessage,
  type AddressInput,
  type AddressVerifier,
} from '../../src/modules/addresses/address-verifier.ts';
import { loadZipDirectory } from '../../src/modules/addresses/zip-directory.ts';

const noMatch =
  'Error - No match found. Review addresses and make sure you entered them correctly. Include the apt, unit, or suite number if applicable.';

function usAddress(overrides: Partial<AddressInput>): AddressInput {
  return {
    address1: '',
    address2: '',
    city: '',
    state: '',
    zip: '',
    province: '',
    country: 'US',
    ...overrides,
  };
}

const whiteHouse = usAddress({
  address1: '1600 Pennsylvania Avenue N.W.',
  city: 'Washington',
  state: 'DC',
  zip: '20500',
});
const coloradoCapitol = usAddress({
  address1: '200 East Colfax Avenue',
  city: 'Denver',
  state: 'CO',
  zip: '80203',
});

let verifier: AddressVerifier;
beforeAll(() => {
  verifier = createBuiltInAddressVerifier();
});

describe("the address dialog's messages", () => {
  it('are worded exactly as the product words them', () => {
    expect(noMatchMessage).toBe(noMatch);
    expect(mustBeInStateMessage('CO')).toBe('Error - Address must be in Colorado.');
    expect(poBoxNotAllowedMessage).toBe('Street address cannot be a PO Box.');
  });
});

describe('parseZip', () => {
  it.each([
    ['80203', '80203'],
    [' 80203 ', '80203'],
    ['80203-1234', '80203-1234'],
    ['802031234', '80203-1234'],
  ])('%s → %s', (entered, formatted) => {
    expect(parseZip(entered)?.formatted).toBe(formatted);
  });

  it.each(['8020', '802034', 'ABCDE', '80203-12', ''])('refuses %s', (entered) => {
    expect(parseZip(entered)).toBeNull();
  });
});

describe('the shipped ZIP data set', () => {
  it('knows the US ZIPs the verifier needs, Colorado included', () => {
    const directory = loadZipDirectory();
    expect(directory.size).toBeGreaterThan(40_000);
    expect(directory.lookup('80203')).toEqual({ zip: '80203', city: 'Denver', state: 'CO' });
    expect(directory.lookup('00601')?.state).toBe('PR');
    expect(directory.lookup('99999')).toBeUndefined();
  });
});

describe('built-in verifier: ZIP, city and state consistency', () => {
  it('verifies and standardises the White House', async () => {
    const result = await verifier.verify(whiteHouse);
    expect(result).toEqual({
      input: whiteHouse,
      processed: true,
      verified: true,
      valid: true,
      postofficeBox: false,
      coloradoZipcode: false,
      inRequiredState: true,
      standardized: {
        address1: '1600 PENNSYLVANIA AVE NW',
        address2: '',
        city: 'WASHINGTON',
        state: 'DC',
        zip: '20500',
        province: '',
        country: 'US',
      },
      messages: [],
    });
  });

  it('verifies the Colorado State Capitol and flags a Colorado ZIP', async () => {
    const result = await verifier.verify({ ...coloradoCapitol, address2: 'suite #100' });
    expect(result.verified).toBe(true);
    expect(result.valid).toBe(true);
    expect(result.coloradoZipcode).toBe(true);
    expect(result.standardized).toMatchObject({
      address1: '200 E COLFAX AVE',
      address2: 'STE 100',
      city: 'DENVER',
      state: 'CO',
      zip: '80203',
    });
  });

  it('verifies a Colorado Springs ZIP+4, the state written out in full', async () => {
    const result = await verifier.verify(
      usAddress({
        address1: '30 South Nevada Avenue',
        city: 'colorado springs',
        state: 'Colorado',
        zip: '809031234',
      }),
    );
    expect(result.verified).toBe(true);
    expect(result.standardized).toMatchObject({
      address1: '30 S NEVADA AVE',
      city: 'COLORADO SPRINGS',
      state: 'CO',
      zip: '80903-1234',
    });
  });

  it('keeps an equivalent spelling of the ZIP city (St Thomas for the data set entry)', async () => {
    const result = await verifier.verify(
      usAddress({
        address1: '1 Main Street',
        city: 'Saint Thomas',
        state: 'VI',
        zip: '00802',
        country: 'VI',
      }),
    );
    expect(result.verified).toBe(true);
    expect(result.standardized?.city).toBe('SAINT THOMAS');
    expect(result.standardized?.country).toBe('VI');
  });

  it('offers the ZIP city when the entered city differs but ZIP and state match', async () => {
    const result = await verifier.verify({ ...coloradoCapitol, city: 'Aurora' });
    expect(result.verified).toBe(true);
    expect(result.valid).toBe(true);
    expect(result.standardized?.city).toBe('DENVER');
    expect(result.messages).toEqual([]);
  });

  it('finds no match when the state does not match the ZIP', async () => {
    const result = await verifier.verify({ ...coloradoCapitol, state: 'WY' });
    expect(result).toMatchObject({
      processed: true,
      verified: false,
      valid: false,
      standardized: null,
      messages: [noMatch],
    });
    expect(result.coloradoZipcode).toBe(true);
  });

  it.each([
    ['an unknown ZIP', { zip: '99999' }],
    ['a malformed ZIP', { zip: '8020' }],
    ['an empty ZIP', { zip: '' }],
    ['an unknown state', { state: 'XX' }],
    ['an empty street line', { address1: ' ' }],
  ])('finds no match for %s', async (_case, overrides) => {
    const result = await verifier.verify({ ...coloradoCapitol, ...overrides });
    expect(result.verified).toBe(false);
    expect(result.valid).toBe(false);
    expect(result.messages).toEqual([noMatch]);
  });

  it('gives the same answer for its own standardised address', async () => {
    const first = await verifier.verify({ ...whiteHouse, address2: 'Room 5' });
    const second = await verifier.verify(first.standardized as AddressInput);
    expect(second.standardized).toEqual(first.standardized);
    expect(second.valid).toBe(true);
  });
});

describe('built-in verifier: PO Boxes', () => {
  it.each(['P.O. Box 123', 'PO BOX 123', 'Post Office Box 123', 'POB 123', 'Box 123'])(
    '%s is a PO Box',
    async (address1) => {
      const result = await verifier.verify({ ...coloradoCapitol, address1 });
      expect(result.postofficeBox).toBe(true);
      expect(result.valid).toBe(true);
      expect(result.standardized?.address1).toBe('PO BOX 123');
    },
  );

  it('flags a PO Box in address line 2', async () => {
    const result = await verifier.verify({ ...coloradoCapitol, address2: 'PO Box 9' });
    expect(result.postofficeBox).toBe(true);
  });

  it('refuses a PO Box where the street address may not be one', async () => {
    const result = await verifier.verify(
      { ...coloradoCapitol, address1: 'PO Box 123' },
      { allowPoBox: false },
    );
    expect(result).toMatchObject({
      verified: true,
      valid: false,
      postofficeBox: true,
      messages: [poBoxNotAllowedMessage],
    });
  });

  it('accepts a street address where PO Boxes are refused', async () => {
    const result = await verifier.verify(coloradoCapitol, { allowPoBox: false });
    expect(result.valid).toBe(true);
  });
});

describe('built-in verifier: required state', () => {
  it('accepts a Colorado address when Colorado is required', async () => {
    const result = await verifier.verify(coloradoCapitol, { requiredState: 'CO' });
    expect(result).toMatchObject({
      verified: true,
      valid: true,
      inRequiredState: true,
      messages: [],
    });
  });

  it('refuses an address elsewhere with the state spelled out in the message', async () => {
    const result = await verifier.verify(whiteHouse, { requiredState: 'CO' });
    expect(result).toMatchObject({
      processed: true,
      verified: true,
      valid: false,
      inRequiredState: false,
      messages: ['Error - Address must be in Colorado.'],
    });
    expect(result.standardized?.state).toBe('DC');
  });

  it('gives both messages when there is no match and the entered state is elsewhere', async () => {
    const result = await verifier.verify({ ...whiteHouse, zip: '99999' }, { requiredState: 'co' });
    expect(result.messages).toEqual([noMatch, 'Error - Address must be in Colorado.']);
    expect(result.inRequiredState).toBe(false);
  });
});

describe('built-in verifier: addresses outside the US', () => {
  const toronto: AddressInput = {
    address1: '100 Queen Street West',
    address2: '',
    city: 'Toronto',
    state: '',
    zip: 'M5H 2N2',
    province: 'Ontario',
    country: 'CA',
  };

  it('are not validated or standardised', async () => {
    const result = await verifier.verify(toronto);
    expect(result).toEqual({
      input: toronto,
      processed: false,
      verified: false,
      valid: true,
      postofficeBox: false,
      coloradoZipcode: false,
      inRequiredState: true,
      standardized: null,
      messages: [],
    });
  });

  it('are outside a required state', async () => {
    const result = await verifier.verify(toronto, { requiredState: 'CO' });
    expect(result).toMatchObject({
      processed: false,
      valid: false,
      inRequiredState: false,
      messages: ['Error - Address must be in Colorado.'],
    });
  });

  it.each(['US', 'us', 'DC', 'AS', 'GU', 'MP', 'PR', 'VI'])(
    'country %s is verified as a US address',
    async (country) => {
      const result = await verifier.verify({ ...coloradoCapitol, country });
      expect(result.processed).toBe(true);
    },
  );
});
