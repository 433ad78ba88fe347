import { describe, expect, it } from 'vitest';
import type { ZodMiniType as ZodType } from 'zod/mini';
import { llcMaximalFiling, llcMinimalFiling } from '../src/fixtures/llc.ts';
import { llcFilingType } from '../src/filing-types/llc.ts';
import { createEmptyAddress, createEmptyFiling } from '../src/index.ts';
import { addressSchema, nameSchema, textSchema } from '../src/schemas/common.ts';
import { createEntityNameSchema, entityNameSchema } from '../src/schemas/entity-name.ts';
import { principalOfficeSchema } from '../src/schemas/principal-office.ts';
import { registeredAgentSchema } from '../src/schemas/registered-agent.ts';
import { managementSchema } from '../src/schemas/management.ts';
import { formationSchema, personFormingSchema } from '../src/schemas/formation.ts';
import {
  additionalInfoSchema,
  attachmentsSchema,
  createAdditionalInfoSchema,
} from '../src/schemas/additional-info.ts';
import { filerSchema, filersSchema } from '../src/schemas/filers.ts';
import {
  addNotificationEmail,
  createEmptyNotificationEntry,
  createNotificationEntrySchema,
  normalizePhoneNumber,
  notificationsSchema,
} from '../src/schemas/notifications.ts';
import {
  purposeDirectorsSchema,
  sharesSchema,
  statuteSchema,
  votingAssetsSchema,
} from '../src/schemas/other-steps.ts';
import { validateStep } from '../src/schemas/index.ts';
import type { Address, PersonForming } from '../src/model.ts';

/** [dotted path, message] for every issue, or [] when the value passes. */
function issues(schema: ZodType, value: unknown): [string, string][] {
  const result = schema.safeParse(value);
  return result.success
    ? []
    : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
}

const denver: Address = {
  ...createEmptyAddress('PHYS'),
  address1: '1600 Broadway',
  city: 'Denver',
  state: 'CO',
  zip: '80202',
};
const empty = createEmptyFiling(llcFilingType);

describe('text schema', () => {
  it('trims, then applies the rule', () => {
    expect(textSchema({ required: 'Enter a value' }).parse('  x  ')).toBe('x');
    expect(issues(textSchema({ required: 'Enter a value', min: 3 }), ' ab ')).toEqual([
      ['', 'Must be at least 3 characters'],
    ]);
  });
});

describe('addressSchema', () => {
  it("requires address, city, state, ZIP and country with the catalogue's messages", () => {
    expect(
      issues(addressSchema({ required: true }), { ...createEmptyAddress('PHYS'), country: '' }),
    ).toEqual([
      ['address1', 'Enter the address.'],
      ['city', 'Enter the city.'],
      ['country', 'Choose a Country.'],
      ['state', 'Choose a State.'],
      ['zip', 'Enter a valid ZIP / Postal code.'],
    ]);
  });

  it('lets an optional address stay empty', () => {
    expect(issues(addressSchema({ required: false }), createEmptyAddress('MAIL'))).toEqual([]);
  });

  it('checks lengths and characters', () => {
    expect(
      issues(addressSchema(), {
        ...denver,
        address1: 'X',
        address2: 'Ünit 2',
        city: 'D'.repeat(36),
      }),
    ).toEqual([
      ['address1', 'Must be at least 2 characters'],
      ['address2', 'Invalid characters entered: Ü'],
      ['city', 'Must be no more than 35 characters'],
    ]);
  });

  it('checks US ZIP codes and takes a province instead of a state abroad', () => {
    expect(issues(addressSchema(), { ...denver, zip: '8020' })).toEqual([
      ['zip', 'Enter a valid ZIP / Postal code.'],
    ]);
    expect(
      issues(addressSchema(), {
        ...denver,
        state: '',
        country: 'CA',
        province: 'Ontario',
        zip: 'M5V 2T6',
      }),
    ).toEqual([]);
  });

  it('refuses PO Boxes and addresses outside Colorado when asked', () => {
    expect(
      issues(addressSchema({ required: true, noPoBox: true }), { ...denver, address1: 'PO Box 5' }),
    ).toEqual([['address1', 'Street address cannot be a PO Box.']]);
    expect(
      issues(addressSchema({ required: true, coloradoOnly: true }), { ...denver, state: 'WY' }),
    ).toEqual([['state', 'Address must be in Colorado.']]);
    expect(
      issues(addressSchema({ required: true, coloradoOnly: true }), {
        ...denver,
        state: '',
        country: 'MX',
        province: 'Jalisco',
      }),
    ).toEqual([['country', 'Address must be in Colorado.']]);
  });
});

describe('nameSchema', () => {
  const blank = {
    nameTyp: 'I' as const,
    orgName: '',
    firstName: '',
    middleName: '',
    lastName: '',
    suffix: '',
  };
  it('requires first and last names with their lengths', () => {
    expect(issues(nameSchema(), blank)).toEqual([
      ['firstName', 'Enter a first name.'],
      ['lastName', 'Enter a last name.'],
    ]);
    expect(
      issues(nameSchema(), {
        ...blank,
        firstName: 'A'.repeat(21),
        middleName: 'M'.repeat(16),
        lastName: 'L',
      }),
    ).toEqual([
      ['firstName', 'Must be no more than 20 characters'],
      ['middleName', 'Must be no more than 15 characters'],
      ['lastName', 'Must be at least 2 characters'],
    ]);
  });

  it('checks organisation names and the type choice', () => {
    expect(issues(nameSchema(), { ...blank, nameTyp: 'O' })).toEqual([
      ['orgName', "Enter the entity's name."],
    ]);
    expect(
      issues(nameSchema({ typeRequired: 'Choose Individual or Entity.' }), {
        ...blank,
        nameTyp: '',
      }),
    ).toEqual([['nameTyp', 'Choose Individual or Entity.']]);
  });
});

describe('entity name', () => {
  it('requires a name and checks the designation when the type is known', () => {
    expect(issues(entityNameSchema, { name: '' })).toEqual([
      ['name', 'Enter the name you want to use'],
    ]);
    expect(issues(entityNameSchema, { name: 'Fallcreek' })).toEqual([]);
    expect(issues(createEntityNameSchema('DLLC'), { name: 'Fallcreek' })[0]?.[1]).toMatch(
      /^The name must contain "limited liability company"/,
    );
  });

  it('refuses a name that is taken or reserved for someone else', () => {
    const taken = {
      isAvailable: false,
      isReserved: false,
      isAuthorizedToUse: false,
      reservedBy: null,
    };
    expect(issues(entityNameSchema, { name: 'Acme LLC', availability: taken })).toEqual([
      ['name', 'That name is already being used in Colorado.'],
    ]);
    const reservedForMe = {
      ...taken,
      isReserved: true,
      isAuthorizedToUse: true,
      reservedBy: { name: 'Me', address: [] },
    };
    expect(issues(entityNameSchema, { name: 'Acme LLC', availability: reservedForMe })).toEqual([]);
  });

  it('asks whether to change the name on amendments', () => {
    expect(
      issues(entityNameSchema, { name: '', showNameChangeRadio: true, isNameChanged: '' }),
    ).toEqual([['isNameChanged', 'Choose Yes or No.']]);
    expect(
      issues(entityNameSchema, { name: '', showNameChangeRadio: true, isNameChanged: 'N' }),
    ).toEqual([]);
  });
});

describe('principal office', () => {
  it('requires a street address that is not a PO Box, and a mailing address or the box', () => {
    expect(
      issues(principalOfficeSchema, {
        ...empty.principalOffice,
        streetAddress: { ...denver, address1: 'P.O. Box 1' },
      }),
    ).toEqual([
      ['streetAddress.address1', 'Street address cannot be a PO Box.'],
      ['mailingAddress.address1', 'Mark the box or enter a mailing address.'],
    ]);
    expect(
      issues(principalOfficeSchema, {
        ...empty.principalOffice,
        streetAddress: denver,
        isSameAsStreetAddressChecked: true,
      }),
    ).toEqual([]);
  });

  it('allows a PO Box as the mailing address', () => {
    const mailing = { ...denver, address1: 'PO Box 1', addressType: 'MAIL' as const };
    expect(
      issues(principalOfficeSchema, {
        ...empty.principalOffice,
        streetAddress: denver,
        mailingAddress: mailing,
      }),
    ).toEqual([]);
  });
});

describe('registered agent', () => {
  const agent = llcMinimalFiling.registeredAgent;
  it('reports every missing part at its field', () => {
    expect(issues(registeredAgentSchema, empty.registeredAgent)).toEqual([
      ['nameValues.name.nameTyp', 'Choose Individual or Entity.'],
      ['addressValues.streetAddress.address1', 'Enter the address.'],
      ['addressValues.streetAddress.city', 'Enter the city.'],
      ['addressValues.streetAddress.zip', 'Enter a valid ZIP / Postal code.'],
      ['addressValues.mailingAddress.address1', 'Mark the box or enter a mailing address.'],
      ['agentConsentRadio', 'Choose Yes or No.'],
    ]);
  });

  it('needs consent', () => {
    expect(issues(registeredAgentSchema, { ...agent, agentConsentRadio: 'N' })).toEqual([
      [
        'agentConsentRadio',
        'You must get consent before appointing a person as your registered agent',
      ],
    ]);
  });

  it('needs a Colorado street address that is not a PO Box', () => {
    const street = { ...agent.addressValues.streetAddress, state: 'NM' };
    expect(
      issues(registeredAgentSchema, {
        ...agent,
        addressValues: { ...agent.addressValues, streetAddress: street },
      }),
    ).toEqual([['addressValues.streetAddress.state', 'Address must be in Colorado.']]);
    const box = { ...agent.addressValues.streetAddress, address1: 'Box 44' };
    expect(
      issues(registeredAgentSchema, {
        ...agent,
        addressValues: { ...agent.addressValues, streetAddress: box },
      }),
    ).toEqual([['addressValues.streetAddress.address1', 'Street address cannot be a PO Box.']]);
  });

  it("needs an entity agent's name", () => {
    const name = {
      ...agent.nameValues.name,
      nameTyp: 'O' as const,
      firstName: '',
      lastName: '',
      orgName: 'X',
    };
    expect(
      issues(registeredAgentSchema, { ...agent, nameValues: { ...agent.nameValues, name } }),
    ).toEqual([['nameValues.name.orgName', 'Must be at least 2 characters']]);
  });

  it('accepts the same-as principal office mailing box instead of a mailing address', () => {
    const addressValues = {
      ...agent.addressValues,
      isSameAsStreetAddressChecked: false,
      isSameAsPrincipalOfficeMailingAddressChecked: true,
      mailingAddress: createEmptyAddress('MAIL'),
    };
    expect(issues(registeredAgentSchema, { ...agent, addressValues })).toEqual([]);
  });
});

describe('management', () => {
  it('asks who manages and whether there is a member', () => {
    expect(issues(managementSchema, { managedBy: '', hasOneMember: '' })).toEqual([
      ['managedBy', 'Choose Managers or Members.'],
      ['hasOneMember', 'Choose Yes or No.'],
    ]);
    expect(issues(managementSchema, { managedBy: 'MGR', hasOneMember: 'N' })).toEqual([
      ['hasOneMember', 'There must be at least one member of the LLC.'],
    ]);
    expect(issues(managementSchema, { managedBy: 'MGR', hasOneMember: 'Y' })).toEqual([]);
  });
});

describe('persons forming', () => {
  const person = (
    personTyp: PersonForming['nameValues']['personTyp'],
    orgName = '',
  ): PersonForming => ({
    id: 'p',
    nameValues: {
      personTyp,
      name: {
        nameTyp: personTyp === 'I' ? 'I' : 'O',
        orgName,
        firstName: '',
        middleName: '',
        lastName: '',
        suffix: '',
      },
    },
    addressValues: { streetAddress: denver },
  });

  it('needs a type, and a name worded by type', () => {
    expect(issues(personFormingSchema, person(''))).toEqual([
      ['nameValues.personTyp', 'Choose the type of person.'],
    ]);
    expect(issues(personFormingSchema, person('E'))).toEqual([
      ['nameValues.name.orgName', "Enter the entity's name."],
    ]);
    expect(issues(personFormingSchema, person('T'))).toEqual([
      ['nameValues.name.orgName', "Enter the trust's name."],
    ]);
    expect(issues(personFormingSchema, person('S'))).toEqual([
      ['nameValues.name.orgName', "Enter the State's name."],
    ]);
    expect(issues(personFormingSchema, person('A'))).toEqual([
      ['nameValues.name.orgName', "Enter the estate's name."],
    ]);
    expect(issues(personFormingSchema, person('A', 'E'.repeat(251)))).toEqual([
      ['nameValues.name.orgName', 'Must be no more than 250 characters'],
    ]);
  });

  it('needs an individual with first and last names and an address', () => {
    const individual = person('I');
    const noAddress = {
      ...individual,
      addressValues: { streetAddress: createEmptyAddress('PHYS') },
    };
    expect(issues(personFormingSchema, noAddress)).toEqual([
      ['nameValues.name.firstName', 'Enter a first name.'],
      ['nameValues.name.lastName', 'Enter a last name.'],
      ['addressValues.streetAddress.address1', 'Enter the address.'],
      ['addressValues.streetAddress.city', 'Enter the city.'],
      ['addressValues.streetAddress.state', 'Choose a State.'],
      ['addressValues.streetAddress.zip', 'Enter a valid ZIP / Postal code.'],
    ]);
  });

  it('needs at least one person and reports each by index', () => {
    expect(issues(formationSchema, { formers: [] })).toEqual([
      ['formers', 'Add at least one person forming the entity.'],
    ]);
    expect(issues(formationSchema, { formers: [person('E', 'Acme Inc.'), person('T')] })).toEqual([
      ['formers.1.nameValues.name.orgName', "Enter the trust's name."],
    ]);
  });
});

describe('additional information and attachments', () => {
  const info = empty.additionalInfo;
  it('allows up to 2000 characters of text with line breaks, and asks about attaching', () => {
    expect(issues(additionalInfoSchema, info)).toEqual([
      ['additionalInfoAttachmentRadio', 'Choose Yes or No.'],
    ]);
    expect(
      issues(additionalInfoSchema, {
        ...info,
        additionalInfoAttachmentRadio: 'N',
        additionalInfo: 'a\nb',
      }),
    ).toEqual([]);
    expect(
      issues(additionalInfoSchema, {
        ...info,
        additionalInfoAttachmentRadio: 'N',
        additionalInfo: 'x'.repeat(2001),
      }),
    ).toEqual([['additionalInfo', 'Must be no more than 2000 characters']]);
    expect(
      issues(additionalInfoSchema, {
        ...info,
        additionalInfoAttachmentRadio: 'N',
        additionalInfo: 'smart “quotes”',
      }),
    ).toEqual([['additionalInfo', 'Invalid characters entered: “”']]);
  });

  it('when required, needs text or Yes to attach', () => {
    const schema = createAdditionalInfoSchema({ required: true, asksAboutAttachments: true });
    expect(issues(schema, { ...info, additionalInfoAttachmentRadio: 'N' })).toEqual([
      [
        'additionalInfo',
        'Enter additional information in the box, or mark "Yes" to attach a file.',
      ],
    ]);
    expect(issues(schema, { ...info, additionalInfoAttachmentRadio: 'Y' })).toEqual([]);
  });

  it('needs a file after Yes, within the upload rules', () => {
    const yes = { ...info, additionalInfoAttachmentRadio: 'Y' as const };
    expect(issues(attachmentsSchema, yes)).toEqual([
      ['attachments', 'Add at least one file, or go back and answer No to attaching files.'],
    ]);
    const file = { key: 'k', fileName: 'a.pdf', mimeType: 'application/pdf', size: 10 };
    expect(issues(attachmentsSchema, { ...yes, attachments: [file] })).toEqual([]);
    expect(
      issues(attachmentsSchema, { ...yes, attachments: Array.from({ length: 6 }, () => file) }),
    ).toEqual([['attachments', "Your files can't be attached. Only 5 attachments are allowed."]]);
    expect(issues(attachmentsSchema, { ...info, additionalInfoAttachmentRadio: 'N' })).toEqual([]);
  });
});

describe('filers', () => {
  const filer = llcMinimalFiling.filers.filers[0];
  it('needs the perjury notice and at least one filer', () => {
    expect(issues(filersSchema, { perjuryNoticeAffirmed: false, filers: [] })).toEqual([
      [
        'perjuryNoticeAffirmed',
        'Mark the checkbox to show that you have read and understood the notice.',
      ],
      ['filers', 'Add at least one filer.'],
    ]);
  });

  it("checks each filer's name and address", () => {
    expect(filer).toBeDefined();
    if (filer === undefined) return;
    const noName = {
      ...filer,
      nameValues: { ...filer.nameValues, name: { ...filer.nameValues.name, lastName: '' } },
    };
    expect(issues(filerSchema, noName)).toEqual([
      ['nameValues.name.lastName', 'Enter a last name.'],
    ]);
    expect(issues(filersSchema, { perjuryNoticeAffirmed: true, filers: [filer, noName] })).toEqual([
      ['filers.1.nameValues.name.lastName', 'Enter a last name.'],
    ]);
  });
});

describe('notifications', () => {
  const entry = createEmptyNotificationEntry();
  const both = createNotificationEntrySchema({ email: 'optional', text: 'optional' });
  const emailOnly = createNotificationEntrySchema({ email: 'required', text: 'hidden' });
  const textOnly = createNotificationEntrySchema({ email: 'hidden', text: 'required' });

  it('asks for something in add-another mode, then checks only what was typed', () => {
    expect(issues(both, entry)).toEqual([['email', 'Enter email or phone number.']]);
    expect(issues(both, { ...entry, email: 'a@b.co', verifyEmail: 'A@B.CO' })).toEqual([]);
  });

  it('checks the email pattern and the retyped email', () => {
    expect(issues(emailOnly, entry)).toEqual([
      ['email', 'Enter a valid email address.'],
      ['verifyEmail', 'Retype email address.'],
    ]);
    expect(issues(emailOnly, { ...entry, email: 'a@b', verifyEmail: 'a@b' })).toEqual([
      ['email', 'Enter a valid email address.'],
    ]);
    expect(issues(emailOnly, { ...entry, email: 'a@b.co', verifyEmail: 'a@c.co' })).toEqual([
      ['verifyEmail', "Emails don't match."],
    ]);
    expect(
      issues(emailOnly, {
        ...entry,
        email: `${'a'.repeat(145)}@b.com`,
        verifyEmail: `${'a'.repeat(145)}@b.com`,
      }),
    ).toEqual([['email', 'Enter a valid email address.']]);
  });

  it('checks the 3-3-4 phone parts and the retyped number', () => {
    const phone = { textAreaCode: '303', textThree: '555', textFour: '0123' };
    expect(issues(textOnly, entry)).toEqual([
      ['textAreaCode', 'Enter a valid phone number.'],
      ['retypeTextAreaCode', 'Retype number.'],
    ]);
    expect(
      issues(textOnly, {
        ...entry,
        ...phone,
        retypeTextAreaCode: '303',
        retypeTextThree: '555',
        retypeTextFour: '0124',
      }),
    ).toEqual([['retypeTextAreaCode', "Phone Numbers don't match."]]);
    expect(
      issues(textOnly, {
        ...entry,
        ...phone,
        textFour: '12',
        retypeTextAreaCode: '303',
        retypeTextThree: '555',
        retypeTextFour: '12',
      }),
    ).toEqual([['textAreaCode', 'Enter a valid phone number.']]);
    expect(
      issues(textOnly, {
        ...entry,
        ...phone,
        retypeTextAreaCode: '303',
        retypeTextThree: '555',
        retypeTextFour: '0123',
      }),
    ).toEqual([]);
  });

  it('normalises typed phone numbers', () => {
    expect(normalizePhoneNumber('(303) 555-0123')).toBe('3035550123');
    expect(normalizePhoneNumber('303.555.0123')).toBeNull();
    expect(normalizePhoneNumber('555-0123')).toBeNull();
  });

  it('asks yes or no for each channel and checks listed items', () => {
    expect(issues(notificationsSchema, empty.notifications)).toEqual([
      ['emailNotificationRadio', 'Choose Yes or No.'],
      ['textNotificationRadio', 'Choose Yes or No.'],
    ]);
    expect(
      issues(notificationsSchema, {
        ...empty.notifications,
        emailNotificationRadio: 'N',
        textNotificationRadio: 'Y',
        texts: [{ text: '123' }],
      }),
    ).toEqual([['texts.0.text', 'Enter a valid phone number.']]);
  });

  it('stores emails lower case once', () => {
    expect(addNotificationEmail([{ email: 'a@b.co' }], 'A@B.CO')).toEqual([{ email: 'a@b.co' }]);
    expect(addNotificationEmail([], ' X@Y.org ')).toEqual([{ email: 'x@y.org' }]);
  });
});

describe('later filing types', () => {
  it('statute, shares, voting and assets, purpose and directors', () => {
    expect(issues(statuteSchema, { text: '' })).toEqual([
      ['text', 'Enter the statute that the entity existed under before it was dissolved.'],
    ]);
    expect(issues(statuteSchema, { text: 'ab' })).toEqual([
      ['text', 'Must be at least 3 characters'],
    ]);
    const shares = {
      commonSharesValues: { isCommonSharesChecked: true, numberOfShares: '0100' },
      isMoreThanOneOrOtherChecked: false,
      additionalInfo: '',
    };
    expect(issues(sharesSchema, shares)).toEqual([
      ['commonSharesValues.numberOfShares', 'Must be a number between 1 and 2,000,000,000.'],
    ]);
    expect(
      issues(sharesSchema, {
        ...shares,
        commonSharesValues: { isCommonSharesChecked: true, numberOfShares: '2,000,000,000' },
      }),
    ).toEqual([]);
    expect(
      issues(sharesSchema, {
        commonSharesValues: { isCommonSharesChecked: false, numberOfShares: '' },
        isMoreThanOneOrOtherChecked: false,
        additionalInfo: '',
      }),
    ).toEqual([
      [
        'commonSharesValues.isCommonSharesChecked',
        'Mark common shares, or more than one class or other shares.',
      ],
    ]);
    expect(
      issues(sharesSchema, {
        commonSharesValues: { isCommonSharesChecked: false, numberOfShares: '' },
        isMoreThanOneOrOtherChecked: true,
        additionalInfo: 'x'.repeat(2001),
      }),
    ).toEqual([['additionalInfo', 'Must be no more than 2000 characters']]);
    for (const bad of ['0', '2,000,000,001', '12a', '-5', '1.5', ''])
      expect(
        issues(sharesSchema, {
          ...shares,
          commonSharesValues: { isCommonSharesChecked: true, numberOfShares: bad },
        }),
        bad,
      ).toEqual([
        ['commonSharesValues.numberOfShares', 'Must be a number between 1 and 2,000,000,000.'],
      ]);
    expect(issues(votingAssetsSchema, { votingMembersRadio: '', assetsDistribution: '' })).toEqual([
      ['votingMembersRadio', 'Choose Yes or No.'],
      ['assetsDistribution', 'Enter information about the distribution of assets.'],
    ]);
    expect(
      issues(purposeDirectorsSchema, { purpose: '', numberOfDirectors: '2', directorsTerms: '' }),
    ).toEqual([
      ['purpose', 'Enter a statement describing the purpose.'],
      ['numberOfDirectors', 'Must be a number between 3 and 2,000,000,000.'],
      ['directorsTerms', "Enter information about directors' terms."],
    ]);
  });
});

describe('validateStep', () => {
  it('returns dotted paths and messages', () => {
    const result = validateStep('principalofficeaddress', empty.principalOffice);
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.errors[0]).toEqual({
        path: 'streetAddress.address1',
        message: 'Enter the address.',
      });
  });

  it('applies the filing type rules when given the definition', () => {
    expect(validateStep('entityname', { name: 'Fallcreek' }).ok).toBe(true);
    expect(validateStep('entityname', { name: 'Fallcreek' }, llcFilingType).ok).toBe(false);
  });

  it('returns the parsed slice and passes steps without a schema', () => {
    expect(validateStep('management', llcMaximalFiling.management)).toEqual({
      ok: true,
      value: llcMaximalFiling.management,
    });
    expect(validateStep('filingreview', { anything: 1 })).toEqual({
      ok: true,
      value: { anything: 1 },
    });
  });

  it('refuses malformed input instead of throwing', () => {
    expect(validateStep('registeredagent', { agentConsentRadio: 5 }).ok).toBe(false);
    expect(validateStep('filer', null).ok).toBe(false);
  });
});
