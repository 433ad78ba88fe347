// A registry as it stood with migrations 0000-0008 applied: the 0007 registry plus mail and jobs
// (sign-ups for notifications, a queued message and its delivery job, a dead letter, a sent
// reminder, an abandoned payment). Stays as it is once a later migration lands.
import { adminReviewSchemaFixture } from './0007_admin_review.ts';
import { writeMailRows } from './rows-mail.ts';
import type { UpgradeFixture } from './upgrade-fixture.ts';

export const mailAndJobsSchemaFixture: UpgradeFixture = {
  schema: '0008_mail_and_jobs',
  async write(client, now) {
    await adminReviewSchemaFixture.write(client, now);
    await writeMailRows(client, now);
  },
  sample: adminReviewSchemaFixture.sample,
};
