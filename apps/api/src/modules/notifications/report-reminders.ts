// Periodic-report reminders to confirmed subscribers, by email (with a calendar entry) and text:
// when an entity's report window opens and two weeks before it closes. Each reminder is a row of
// report_reminders (entity, due date, kind) inserted in the transaction that queues its messages,
// so it goes out once per entity and window whatever processes run the pass, and how often.
import { mountainDate, reportWindow } from '@registrar/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { notificationSubscriptions, reportReminders } from '../../db/schema.ts';
import { renderMessage } from '../mail/message-catalogue.ts';
import { enqueueMessage } from '../mail/outbox-repository.ts';
import { reportDeadlineEvent } from './report-calendar.ts';
import { subscriberLinks } from './subscriptions.ts';

const BATCH_SIZE = 100;
/** The second reminder goes this many days before the window's last day. */
const CLOSING_DAYS_BEFORE = 14;

/** MM/DD/YYYY, as the receipt shows dates. */
function formatDisplayDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${month ?? ''}/${day ?? ''}/${year ?? ''}`;
}

type DueReminder = {
  entity_id: string;
  name: string;
  due: string;
  kind: 'OPENS' | 'CLOSING';
};

/** Sends every reminder due on `now`'s day (Mountain time); answers how many entities were reminded. */
export async function sendReportReminders(
  db: Db,
  publicBaseUrl: string,
  now = new Date(),
): Promise<number> {
  const today = mountainDate(now);
  let reminded = 0;
  for (;;) {
    // Good-standing entities whose window is open today, with confirmed subscribers and no
    // reminder of today's kind yet (CLOSING from two weeks before the window's last day).
    const due = await db.execute<DueReminder>(sql`
      select entity_id, name, due::text as due, kind from (
        select e.entity_id, e.name, e.next_report_due_date as due,
          case when ${today}::date >= (date_trunc('month', e.next_report_due_date)
              + interval '3 months' - interval '1 day')::date - ${CLOSING_DAYS_BEFORE}::int
            then 'CLOSING' else 'OPENS' end as kind
        from entities e
        where e.status_code = 'GOOD'
          and date_trunc('month', e.next_report_due_date) <= ${today}::date
          and e.next_report_due_date >= (date_trunc('month', ${today}::date) - interval '2 months')::date
          and exists (select 1 from notification_subscriptions s
            where s.entity_id = e.entity_id and s.status = 'CONFIRMED')
      ) candidates
      where not exists (select 1 from report_reminders r
        where r.entity_id = candidates.entity_id and r.due_date = candidates.due
          and r.kind = candidates.kind)
      order by entity_id
      limit ${BATCH_SIZE}`);
    for (const reminder of due.rows) {
      if (await remindEntity(db, publicBaseUrl, reminder, now)) reminded += 1;
    }
    if (due.rows.length < BATCH_SIZE) return reminded;
  }
}

async function remindEntity(
  db: Db,
  publicBaseUrl: string,
  reminder: DueReminder,
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(reportReminders)
      .values({ entityId: reminder.entity_id, dueDate: reminder.due, kind: reminder.kind })
      .onConflictDoNothing()
      .returning({ entityId: reportReminders.entityId });
    // Another process sent this one first.
    if (claimed.length === 0) return false;
    const subscribers = await tx
      .select()
      .from(notificationSubscriptions)
      .where(
        and(
          eq(notificationSubscriptions.entityId, reminder.entity_id),
          eq(notificationSubscriptions.status, 'CONFIRMED'),
        ),
      );
    const window = reportWindow(reminder.due);
    const fileUrl = `${publicBaseUrl}/business/filing/fileaform`;
    const deadline = {
      entityId: reminder.entity_id,
      entityName: reminder.name,
      dueDate: reminder.due,
      lastDay: window.closesOn,
      url: fileUrl,
    };
    // Each subscriber is written to in their own language.
    for (const subscriber of subscribers) {
      const facts = {
        entityName: reminder.name,
        entityId: reminder.entity_id,
        dueDate: formatDisplayDate(reminder.due),
        windowCloses: formatDisplayDate(window.closesOn),
        moment: reminder.kind,
        fileUrl,
        unsubscribeUrl: subscriberLinks(publicBaseUrl, {
          unsubscribe: subscriber.unsubscribeToken,
        }).unsubscribeUrl,
      };
      const dedupeKey = `reminder:${reminder.entity_id}:${reminder.due}:${reminder.kind}:${String(subscriber.id)}`;
      if (subscriber.channel === 'sms') {
        const message = renderMessage('report-reminder-text', facts, subscriber.language);
        await enqueueMessage(tx, {
          channel: 'sms',
          recipient: subscriber.address,
          subject: message.subject,
          body: message.text,
          language: message.language,
          dedupeKey,
        });
      } else {
        const message = renderMessage('report-reminder', facts, subscriber.language);
        await enqueueMessage(tx, {
          channel: 'email',
          recipient: subscriber.address,
          subject: message.subject,
          body: message.text,
          html: message.html,
          language: message.language,
          attachments: [
            {
              filename: 'periodic-report.ics',
              contentType: 'text/calendar',
              content: reportDeadlineEvent(deadline, now, subscriber.language),
            },
          ],
          dedupeKey,
        });
      }
    }
    return true;
  });
}
