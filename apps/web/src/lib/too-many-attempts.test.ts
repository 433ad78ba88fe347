import { afterEach, describe, expect, it, vi } from 'vitest';
import { t } from '../app/i18n/index.ts';
import { stubApi, tooManyRequests } from '../testing/stub-api.ts';
import { api, ApiError, retryAfterSecondsOf } from './api.ts';
import { tooManyAttemptsMessage, waitInWords } from './too-many-attempts.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('too many attempts', () => {
  it("keeps a refusal's Retry-After on the error the call throws", async () => {
    stubApi({ '/business-api/sbf': () => tooManyRequests(53) });
    const refusal = await api.post('/business-api/sbf', {}).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ApiError);
    expect((refusal as ApiError).status).toBe(429);
    expect((refusal as ApiError).retryAfterSeconds).toBe(53);
  });

  it('reads Retry-After as seconds or as a date, never less than a second', () => {
    const now = Date.parse('2026-03-02T17:00:00Z');
    expect(retryAfterSecondsOf('120', now)).toBe(120);
    expect(retryAfterSecondsOf('0', now)).toBe(1);
    expect(retryAfterSecondsOf('Mon, 02 Mar 2026 17:01:30 GMT', now)).toBe(90);
    expect(retryAfterSecondsOf('Mon, 02 Mar 2026 16:59:00 GMT', now)).toBe(1);
    expect(retryAfterSecondsOf(null, now)).toBeNull();
    expect(retryAfterSecondsOf('soon', now)).toBeNull();
  });

  it('says the wait in plain words, whole minutes from a minute on', () => {
    expect(waitInWords(1, t)).toBe('1 second');
    expect(waitInWords(45, t)).toBe('45 seconds');
    expect(waitInWords(60, t)).toBe('1 minute');
    expect(waitInWords(61, t)).toBe('2 minutes');
    expect(waitInWords(900, t)).toBe('15 minutes');
  });

  it('tells a 429 from every other refusal', () => {
    expect(tooManyAttemptsMessage(new ApiError(429, {}, 120), t)).toBe(
      'Too many attempts. Try again in 2 minutes.',
    );
    expect(tooManyAttemptsMessage(new ApiError(429, {}), t)).toBe(
      'Too many attempts. Wait a few minutes, then try again.',
    );
    expect(tooManyAttemptsMessage(new ApiError(401, {}), t)).toBeNull();
    expect(tooManyAttemptsMessage(new Error('offline'), t)).toBeNull();
  });
});
