// The seeded registry's fixed test rows (apps/api/src/db/seed-entities.ts `fixedEntities`), listed
// for people trying the existing-entity filings (the devapphome page shows them). The API's seed
// test checks every ID here against the seed.

export interface DocumentedTestEntity {
  entityId: string;
  name: string;
  /** What the row is for, e.g. "Delinquent (DQQ) corporation". */
  purpose: string;
}

/** Fixed seed rows by what a tester can try with them. */
export const documentedTestEntities: readonly DocumentedTestEntity[] = [
  {
    entityId: '20140000014',
    name: 'Estes Park Report Window LLC',
    purpose: 'Good standing LLC whose periodic report window is open now',
  },
  {
    entityId: '20130000015',
    name: 'Greeley Late Report LLC',
    purpose: 'Delinquent LLC whose periodic report is late (late fee)',
  },
  {
    entityId: '20150000000',
    name: 'Mountain Peak Ventures LLC',
    purpose: 'Good standing LLC (report window not yet open)',
  },
  {
    entityId: '20080000001',
    name: 'Front Range Widgets, Inc.',
    purpose: 'Good standing profit corporation',
  },
  {
    entityId: '19990000004',
    name: 'Colorado Kids Literacy Foundation',
    purpose: 'Good standing nonprofit corporation',
  },
  {
    entityId: '20010000005',
    name: 'High Plains Grain Cooperative',
    purpose: 'Good standing cooperative (Article 55)',
  },
  {
    entityId: '20120000002',
    name: 'Columbine Delinquent Holdings LLC',
    purpose: 'Delinquent (DQQ) LLC',
  },
  {
    entityId: '20100000006',
    name: 'Cherry Creek Delinquent Corp.',
    purpose: 'Delinquent (DQQ) profit corporation',
  },
  {
    entityId: '20040000003',
    name: 'Silver Plume Mining Company LLC',
    purpose: 'Administratively dissolved (ADISS)',
  },
  {
    entityId: '20060000007',
    name: 'Gold Hill Voluntary Wind-Down LLC',
    purpose: 'Voluntarily dissolved (VDISS)',
  },
  {
    entityId: '20030000008',
    name: 'Leadville Court Dissolved Inc.',
    purpose: 'Judicially dissolved (JDISS)',
  },
  {
    entityId: '20050000009',
    name: 'Ouray Term Expired LLC',
    purpose: 'Dissolved, term expired (TDISS)',
  },
  {
    entityId: '20000000010',
    name: 'Cripple Creek Long Dissolved LLC',
    purpose: 'Dissolved more than three years (DISS3Y)',
  },
  {
    entityId: '20160000011',
    name: 'Telluride Flagged Holdings LLC',
    purpose: 'Fraud-flagged (sent to the file-a-form page)',
  },
  {
    entityId: '20110000012',
    name: 'Durango Checked Delinquent LLC',
    purpose: 'Delinquent, cure needs the administrator check',
  },
  {
    entityId: '20070000013',
    name: 'Salida Checked Dissolved LLC',
    purpose: 'Dissolved, reinstatement needs the administrator check',
  },
  {
    entityId: '20170000016',
    name: 'Juniper Ridge Outfitters',
    purpose: 'LLC whose name lacks "LLC": an amendment must change the name',
  },
  {
    entityId: '20180000017',
    name: 'Arkansas Valley Growers',
    purpose: 'Cooperative whose name lacks "cooperative": an amendment must change the name',
  },
  {
    entityId: '20190000018',
    name: 'Breckenridge Pending Amendment LLC',
    purpose: 'Has an amendment with a delayed effective date 45 days out: a new one must follow it',
  },
  {
    entityId: '20210000019',
    name: 'Crested Butte Trail Supply LLC',
    purpose: 'Good standing LLC to amend (rename) freely',
  },
  {
    entityId: '20200000020',
    name: 'Pagosa Checked Dissolved LLC',
    purpose: 'Dissolved, reinstatement needs the administrator check (approved in the journeys)',
  },
  {
    entityId: '20220000021',
    name: 'Fruita Checked Delinquent LLC',
    purpose: 'Delinquent, cure needs the administrator check (locked in the journeys)',
  },
  {
    entityId: '20230000022',
    name: 'Alamosa Checked Delinquent LLC',
    purpose:
      'Delinquent, cure needs the administrator check (rejected, then approved, without script)',
  },
  {
    entityId: '20120000023',
    name: 'Vail Report Window LLC',
    purpose: 'Good standing LLC whose periodic report window is open now (filed without script)',
  },
  {
    entityId: '20110000024',
    name: 'Pueblo Report Window LLC',
    purpose: 'Good standing LLC whose periodic report window is open now (filed in Spanish)',
  },
];
