// DPC, DNC and DC55 formations through payment and receipt: the server validates each type's own
// step with the domain's rules, records the filing and creates an entity of the right type.
import { randomUUID } from 'node:crypto';
import {
  createDc55MinimalFiling,
  createDncMinimalFiling,
  createDpcMinimalFiling,
  designationMessage,
  messages,
  nameKey,
  type FilingValues,
} from '@registrar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds, type TestApp } from '../support/test-app.ts';
import {
  fetchReceipt,
  makePdf,
  origin,
  payFiling,
  paymentBody,
  saveDraft,
  startPayment,
  upload,
} from '../filings/flow-support.ts';

/** The payment body with the return addresses of the filing's own wizard. */
function bodyFor(filing: FilingValues, draftRef: string = randomUUID()) {
  const area = filing.filingState.filingType;
  return paymentBody(filing, draftRef, {
    clientUrl: `${origin}/business/filing/${area}/receipt`,
    paymentBackUrl: `${origin}/business/filing/${area}/filingreview`,
  });
}

describe.each(databaseKinds)('new-entity formations on %s', (kind) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp(kind);
  });
  afterAll(async () => {
    await testApp.close();
  });

  /** Pays, fetches the receipt and reads back the entity the filing created. */
  async function formAndRead(filing: FilingValues, draftRef: string = randomUUID()) {
    const refId = await payFiling(testApp.app, filing, draftRef);
    const receiptAnswer = await fetchReceipt(testApp.app, refId);
    expect(receiptAnswer.statusCode, receiptAnswer.body).toBe(200);
    const receipt = receiptAnswer.json().apiData.receipt;
    const entity = await testApp.database.pool.query(
      'select entity_id, entity_type, domestic_flag, status_code from entities where name_key = $1',
      [nameKey(filing.entityName.name)],
    );
    const stored = await testApp.database.pool.query(
      'select transaction_type, entity_type, fee_cents, status from filings where ref = $1',
      [refId],
    );
    return { receipt, entity: entity.rows[0], stored: stored.rows[0] };
  }

  it('forms a profit corporation (DPC, ARTINC_PC)', async () => {
    const { receipt, entity, stored } = await formAndRead(createDpcMinimalFiling());
    expect(receipt).toMatchObject({
      name: 'Columbine Orchard Inc.',
      transactionName: 'Articles of Incorporation for a Profit Corporation',
      amount: '50.00',
      entityStatus: 'GOOD',
    });
    expect(entity).toEqual({
      entity_id: receipt.entityId,
      entity_type: 'DPC',
      domestic_flag: 'Y',
      status_code: 'GOOD',
    });
    expect(stored).toEqual({
      transaction_type: 'ARTINC_PC',
      entity_type: 'DPC',
      fee_cents: 5000,
      status: 'FILED',
    });
  });

  it('forms a nonprofit corporation whose name has no designation (DNC, ARTINC_NPC)', async () => {
    const { receipt, entity, stored } = await formAndRead(createDncMinimalFiling());
    expect(receipt).toMatchObject({
      name: 'Friends of the Columbine Library',
      entityStatus: 'GOOD',
    });
    expect(entity).toMatchObject({ entity_type: 'DNC', domestic_flag: 'Y' });
    expect(stored).toMatchObject({ transaction_type: 'ARTINC_NPC', entity_type: 'DNC' });
  });

  it('forms a cooperative with an attachment and no additional-information step (DC55, ARTINC_55)', async () => {
    const draftRef = await saveDraft(testApp.app);
    const uploaded = await upload(
      testApp.app,
      draftRef,
      'bylaws.pdf',
      'application/pdf',
      await makePdf('Bylaws'),
    );
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const filing = createDc55MinimalFiling();
    filing.additionalInfo = {
      ...filing.additionalInfo,
      additionalInfoAttachmentRadio: 'Y',
      attachments: [uploaded.json().apiData.attachment],
    };
    const { receipt, entity, stored } = await formAndRead(filing, draftRef);
    expect(receipt).toMatchObject({ name: 'Columbine Growers Cooperative', entityStatus: 'GOOD' });
    expect(entity).toMatchObject({ entity_type: 'DC55', domestic_flag: 'Y' });
    expect(stored).toMatchObject({ transaction_type: 'ARTINC_55', entity_type: 'DC55' });
  });

  it('forms a cooperative without attachments', async () => {
    const filing = createDc55MinimalFiling();
    filing.entityName = { name: 'Plains Grain Co-op' };
    const { entity } = await formAndRead(filing);
    expect(entity).toMatchObject({ entity_type: 'DC55' });
  });

  it('answers 400 with the field and the message for a bad number of shares', async () => {
    const filing = createDpcMinimalFiling();
    filing.entityName = { name: 'Bad Shares Corp.' };
    for (const numberOfShares of ['0', '2,000,000,001', '012']) {
      filing.shares = {
        ...filing.shares,
        commonSharesValues: { isCommonSharesChecked: true, numberOfShares },
      };
      const answer = await startPayment(testApp.app, bodyFor(filing));
      expect(answer.statusCode, numberOfShares).toBe(400);
      expect(answer.json().apiData.errors).toEqual([
        { field: 'shares.commonSharesValues.numberOfShares', message: messages.sharesRange },
      ]);
    }
    filing.shares = {
      commonSharesValues: { isCommonSharesChecked: false, numberOfShares: '' },
      isMoreThanOneOrOtherChecked: false,
      additionalInfo: '',
    };
    const noKind = await startPayment(testApp.app, bodyFor(filing));
    expect(noKind.statusCode).toBe(400);
    expect(noKind.json().apiData.errors).toEqual([
      {
        field: 'shares.commonSharesValues.isCommonSharesChecked',
        message: messages.sharesKindRequired,
      },
    ]);
  });

  it('answers 400 for the nonprofit and cooperative steps and the designations', async () => {
    const nonprofit = createDncMinimalFiling();
    nonprofit.entityName = { name: 'Friends of the Park' };
    nonprofit.votingAssets = { votingMembersRadio: '', assetsDistribution: '' };
    const nonprofitAnswer = await startPayment(testApp.app, bodyFor(nonprofit));
    expect(nonprofitAnswer.statusCode).toBe(400);
    expect(nonprofitAnswer.json().apiData.errors).toEqual([
      { field: 'votingAssets.votingMembersRadio', message: messages.chooseYesOrNo },
      { field: 'votingAssets.assetsDistribution', message: messages.assetsDistributionRequired },
    ]);

    const cooperative = createDc55MinimalFiling();
    cooperative.entityName = { name: 'Plains Grain Growers' };
    cooperative.purposeDirectors = { ...cooperative.purposeDirectors, numberOfDirectors: '2' };
    const cooperativeAnswer = await startPayment(testApp.app, bodyFor(cooperative));
    expect(cooperativeAnswer.statusCode).toBe(400);
    expect(cooperativeAnswer.json().apiData.errors).toEqual(
      expect.arrayContaining([
        { field: 'purposeDirectors.numberOfDirectors', message: messages.directorsRange },
        { field: 'entityName.name', message: designationMessage('DC55') },
      ]),
    );

    const corporation = createDpcMinimalFiling();
    corporation.entityName = { name: 'Columbine Holdings' };
    const corporationAnswer = await startPayment(testApp.app, bodyFor(corporation));
    expect(corporationAnswer.statusCode).toBe(400);
    expect(corporationAnswer.json().apiData.errors).toContainEqual({
      field: 'entityName.name',
      message: designationMessage('DPC'),
    });
  });
});
