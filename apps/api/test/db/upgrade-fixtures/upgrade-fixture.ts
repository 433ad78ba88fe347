// Data written for one older schema, and where in it the upgrade test looks through the app.
import type pg from 'pg';

/** What the data holds, for the checks made through the app once the database is upgraded. */
interface UpgradeSample {
  /** An entity in good standing: its summary, and its name taken. */
  entity: { entityId: string; name: string; entityType: string };
  /** A name under an unexpired reservation. */
  reservedName: string;
  /** A name a paid filing holds until its delayed effective date. */
  nameHeldByFiling: string;
  /** A draft saved at `version`, with the name typed in it and a slice it lacks. */
  draft: { ref: string; filingType: string; version: number; entityName: string; lacks: string };
  /** A recorded filing with public attachments (a PDF and an image laid out only when built). */
  filed: { refId: string; entityId: string; entityName: string; attachmentPages: number };
  /** A paid filing its payer never returned from: the receipt call records it now. */
  paidNotRecorded: { refId: string; entityName: string };
  /** An open test checkout. */
  openCheckout: { providerRef: string; entityName: string };
  /** A paid filing that lost its name: the receipt call says so and names the refund. */
  nameLost: { refId: string; entityName: string };
  /** A message in the mail outbox. */
  mail: { recipient: string; subject: string };
  /** A filing held for the administrators, and the email its filer gave (fixtures from 0011). */
  heldForReview?: { entityName: string; contactEmail: string };
  /** A filing account's webhook endpoint and the secret it was shown (fixtures from 0013). */
  webhookEndpoint?: { url: string; secret: string };
}

export interface UpgradeFixture {
  /** Tag of the last migration of the schema this data is written for. */
  schema: string;
  /** Writes the data with statements that schema accepts. Times are relative to `now`. */
  write(client: Pick<pg.Client, 'query'>, now: Date): Promise<void>;
  /** Tables whose rows a later migration rewrites on purpose: compared by count, not by value. */
  rewrittenTables?: string[];
  sample: UpgradeSample;
}
