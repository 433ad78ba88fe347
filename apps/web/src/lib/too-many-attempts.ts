// What a person is told when the server refused a request because too many came from their
// address (429): that there were too many attempts and when to try again, from the wait the
// answer's Retry-After gave. Every page that can meet a 429 says it this one way.
import type { TFunction } from '../app/i18n/index.ts';
import { ApiError } from './api.ts';

/** A wait in plain words: "1 second", "40 seconds", and from a minute on whole minutes, rounded up. */
export function waitInWords(seconds: number, t: TFunction): string {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < 60) {
    return whole === 1 ? t('common.wait.oneSecond') : t('common.wait.seconds', { count: whole });
  }
  const minutes = Math.ceil(whole / 60);
  return minutes === 1 ? t('common.wait.oneMinute') : t('common.wait.minutes', { count: minutes });
}

/** Whether the server refused the request because too many came from this address. */
function isTooManyAttempts(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 429;
}

/**
 * "Too many attempts. Try again in 2 minutes." for a 429 (without a readable Retry-After, a plain
 * "wait a few minutes"); null for any other error, which the page handles as before.
 */
export function tooManyAttemptsMessage(error: unknown, t: TFunction): string | null {
  if (!isTooManyAttempts(error)) return null;
  return error.retryAfterSeconds === null
    ? t('common.tooManyAttemptsNoWait')
    : t('common.tooManyAttempts', { wait: waitInWords(error.retryAfterSeconds, t) });
}
