// Replies to notification texts, as the provider passes them on. The note on text notifications
// says "Reply HELP or STOP" (in Spanish "AYUDA" and "ALTO"): STOP (and the other words carriers
// treat as stop) ends every text sign-up of the number, HELP answers with where to get help. The
// answer is queued to the number through the outbox like any text.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/database.ts';
import { renderMessage } from '../mail/message-catalogue.ts';
import { enqueueMessage } from '../mail/outbox-repository.ts';
import { stopTexts, textLanguageOf } from '../notifications/subscriptions.ts';

const stopWords = new Set(['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT']);
const helpWords = new Set(['HELP', 'INFO']);
/** The Spanish texts say "Responda AYUDA ... ALTO": those words (and their like) work too. */
const spanishStopWords = new Set(['ALTO', 'PARAR', 'CANCELAR', 'BAJA']);
const spanishHelpWords = new Set(['AYUDA']);

/** True when the provider's token matches the configured one (never when none is configured). */
export function textProviderTokenMatches(configured: string | undefined, given: unknown): boolean {
  if (configured === undefined || typeof given !== 'string') return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(configured), digest(given));
}

/** Ten digits of a US number, whatever the provider's format (+1 303 555 0100, 3035550100). */
function tenDigits(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
}

/** Acts on a reply and queues the answer; answers what was done and said. */
export async function answerTextReply(
  db: Db,
  publicBaseUrl: string,
  reply: { from: string; body: string },
  now = new Date(),
): Promise<{ action: 'STOP' | 'HELP' | 'NONE'; reply: string | null }> {
  const phone = tenDigits(reply.from);
  const word = reply.body.trim().toUpperCase();
  let action: 'STOP' | 'HELP' | 'NONE' = 'NONE';
  if (stopWords.has(word) || spanishStopWords.has(word)) action = 'STOP';
  else if (helpWords.has(word) || spanishHelpWords.has(word)) action = 'HELP';
  if (action === 'NONE') return { action, reply: null };
  // A Spanish word is answered in Spanish; an English one in the language the number signed up in.
  const language =
    spanishStopWords.has(word) || spanishHelpWords.has(word)
      ? 'es'
      : await textLanguageOf(db, phone);
  if (action === 'STOP') await stopTexts(db, phone, now);
  const message =
    action === 'STOP'
      ? renderMessage('text-stopped', {}, language)
      : renderMessage('text-help', { helpUrl: `${publicBaseUrl}/business/about` }, language);
  await enqueueMessage(db, {
    channel: 'sms',
    recipient: phone,
    subject: message.subject,
    body: message.text,
    language: message.language,
    // Each reply gets its answer (a number may ask for help twice).
    dedupeKey: `text-reply:${phone}:${word}:${now.toISOString()}`,
  });
  return { action, reply: message.text };
}
