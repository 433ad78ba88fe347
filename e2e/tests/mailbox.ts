// The mail the app delivered to the journeys' SMTP server (peers/mail-capture.ts).
import { expect, type APIRequestContext } from '@playwright/test';
import { mailCapture } from './servers.ts';
import { runJobs } from './test-server.ts';

export interface CapturedMail {
  from: string[];
  to: string[];
  subject: string;
  text: string;
  html: string;
}

async function receivedMail(): Promise<CapturedMail[]> {
  const answer = await fetch(mailCapture.messagesUrl);
  expect(answer.ok).toBe(true);
  return (await answer.json()) as CapturedMail[];
}

/**
 * Runs the job queue's pass (the test server runs background work only when asked), which
 * delivers queued mail over SMTP, then waits until the SMTP server has received a message to
 * `recipient` whose subject matches, and answers it (the newest such).
 */
export async function mailArriving(
  request: APIRequestContext,
  recipient: string,
  subject: RegExp,
): Promise<CapturedMail> {
  let found: CapturedMail | undefined;
  await expect
    .poll(
      async () => {
        await runJobs(request, ['jobs']);
        found = (await receivedMail())
          .filter((mail) => mail.to.includes(recipient) && subject.test(mail.subject))
          .at(-1);
        return found?.subject;
      },
      {
        message: `a message to ${recipient} with a subject like ${String(subject)}`,
        timeout: 60_000,
      },
    )
    .toMatch(subject);
  return found as CapturedMail;
}
