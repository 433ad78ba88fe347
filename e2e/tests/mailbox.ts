// The mail the app delivered to the journeys' SMTP server (peers/mail-capture.ts).
import { expect } from '@playwright/test';
import { mailCapture } from './servers.ts';

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
 * Waits until the SMTP server has received a message to `recipient` whose subject matches, and
 * answers it (the newest such). Delivery is a background job, so it arrives some seconds later.
 */
export async function mailArriving(recipient: string, subject: RegExp): Promise<CapturedMail> {
  let found: CapturedMail | undefined;
  await expect
    .poll(
      async () => {
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
