import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ANNOUNCE_DELAY_MS,
  CLEAR_DELAY_MS,
  createTitleAnnouncer,
  formatPageTitle,
} from './page-title.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('title announcer', () => {
  it('announces after the delay and clears the live region soon after', () => {
    const spoken: string[] = [];
    const announcer = createTitleAnnouncer((text) => spoken.push(text));
    announcer.announce('Entity name - Step 1 of 11 - Secretary of State');
    vi.advanceTimersByTime(ANNOUNCE_DELAY_MS - 1);
    expect(spoken).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(spoken).toEqual(['Entity name - Step 1 of 11 - Secretary of State']);
    vi.advanceTimersByTime(CLEAR_DELAY_MS);
    expect(spoken).toEqual(['Entity name - Step 1 of 11 - Secretary of State', '']);
  });

  it('announces only the latest of titles that change quickly', () => {
    const spoken: string[] = [];
    const announcer = createTitleAnnouncer((text) => spoken.push(text));
    announcer.announce('First');
    vi.advanceTimersByTime(ANNOUNCE_DELAY_MS / 2);
    announcer.announce('Second');
    vi.advanceTimersByTime(ANNOUNCE_DELAY_MS + CLEAR_DELAY_MS);
    expect(spoken).toEqual(['Second', '']);
  });

  it('formats titles of pages outside a wizard', () => {
    expect(formatPageTitle('File a form')).toBe('File a form - Secretary of State');
  });
});
