// One complete body of POST /filing-api/v1/filings for every filing type, as a firm's software
// sends it: only the answers a person gives, every field the wizard holds for its widgets left
// out. The OpenAPI document and docs/filing-api.md show them, and the server tests file each one
// as it stands on a newly seeded registry (the existing entities are its fixed test rows).

export interface FilingApiExample {
  summary: string;
  /** What the call answers on a newly seeded registry. */
  answers: 200 | 202;
  value: { filing: Record<string, unknown> };
}

const office = {
  address1: '1600 Broadway',
  city: 'Denver',
  state: 'CO',
  zip: '80202',
  country: 'US',
};

const agent = {
  agentConsentRadio: 'Y',
  nameValues: { name: { firstName: 'Ada', lastName: 'Lovelace' } },
  addressValues: { streetAddress: office },
};

const filer = {
  perjuryNoticeAffirmed: true,
  filers: [
    {
      nameValues: { name: { firstName: 'Ada', lastName: 'Lovelace' } },
      addressValues: { streetAddress: office },
    },
  ],
};

const former = (personTyp: 'I', firstName: string, lastName: string) => ({
  nameValues: { personTyp, name: { firstName, lastName } },
  addressValues: { streetAddress: office },
});

const notifications = { emails: [{ email: 'filings@example.com' }] };

/** The examples by filing type (the `filingType` of `filingState`). */
export const filingApiExamples: Readonly<Record<string, FilingApiExample>> = {
  llc: {
    summary: 'Articles of Organization of a limited liability company',
    answers: 200,
    value: {
      filing: {
        filingState: { filingType: 'llc' },
        entityName: { name: 'Columbine Orchard LLC' },
        principalOffice: { streetAddress: office },
        registeredAgent: agent,
        management: { managedBy: 'MBR', hasOneMember: 'Y' },
        formation: { formers: [former('I', 'Ada', 'Lovelace')] },
        filers: filer,
        notifications,
      },
    },
  },
  dpc: {
    summary: 'Articles of Incorporation of a profit corporation',
    answers: 200,
    value: {
      filing: {
        filingState: { filingType: 'dpc' },
        entityName: { name: 'Columbine Orchard Inc.' },
        principalOffice: {
          streetAddress: office,
          mailingAddress: {
            address1: 'PO Box 1234',
            city: 'Denver',
            state: 'CO',
            zip: '80201',
            country: 'US',
          },
        },
        registeredAgent: {
          agentConsentRadio: 'Y',
          nameValues: { name: { orgName: 'Front Range Registered Agents LLC' } },
          addressValues: { streetAddress: office },
        },
        formation: { formers: [former('I', 'Ada', 'Lovelace')] },
        shares: { commonSharesValues: { numberOfShares: '1,000' } },
        filers: filer,
      },
    },
  },
  dnc: {
    summary: 'Articles of Incorporation of a nonprofit corporation',
    answers: 200,
    value: {
      filing: {
        filingState: { filingType: 'dnc' },
        entityName: { name: 'Friends of the Columbine Library' },
        principalOffice: { streetAddress: office },
        registeredAgent: agent,
        formation: { formers: [former('I', 'Ada', 'Lovelace')] },
        votingAssets: {
          votingMembersRadio: 'N',
          assetsDistribution: 'To another Colorado nonprofit with a similar purpose.',
        },
        filers: filer,
      },
    },
  },
  dc55: {
    summary: 'Articles of Incorporation of a cooperative (Article 55)',
    answers: 200,
    value: {
      filing: {
        filingState: { filingType: 'dc55' },
        entityName: { name: 'Columbine Growers Cooperative' },
        principalOffice: { streetAddress: office },
        registeredAgent: agent,
        formation: { formers: [former('I', 'Ada', 'Lovelace')] },
        purposeDirectors: {
          purpose: 'Marketing the members fruit.',
          numberOfDirectors: '3',
          directorsTerms: 'Directors serve three-year staggered terms.',
        },
        filers: filer,
      },
    },
  },
  report: {
    summary: 'Periodic report of an entity whose report window is open',
    answers: 200,
    value: {
      filing: {
        filingState: { filingType: 'report', entityId: '20140000014' },
        principalOffice: { streetAddress: office },
        registeredAgent: agent,
        filers: filer,
        notifications,
      },
    },
  },
  reinstate: {
    summary: 'Articles of Reinstatement of an administratively dissolved entity',
    answers: 200,
    value: {
      filing: {
        filingState: { filingType: 'reinstate', entityId: '20040000003' },
        entityName: { name: 'Silver Plume Mining Company LLC' },
        statute: { text: 'C.R.S. 7-80-101' },
        principalOffice: { streetAddress: office },
        registeredAgent: agent,
        filers: filer,
      },
    },
  },
  cure: {
    summary: 'Statement Curing Delinquency of a delinquent entity',
    answers: 200,
    value: {
      filing: {
        filingState: { filingType: 'cure', entityId: '20120000002' },
        entityName: { name: 'Columbine Delinquent Holdings LLC' },
        principalOffice: { streetAddress: office },
        registeredAgent: agent,
        filers: filer,
      },
    },
  },
  amend: {
    summary: 'Articles of Amendment that keep the name, with the amendment as text',
    answers: 200,
    value: {
      filing: {
        filingState: { filingType: 'amend', entityId: '20150000000' },
        additionalInfo: {
          additionalInfo: 'Article 3 is amended to allow the company to own real property.',
        },
        filers: filer,
      },
    },
  },
};
