import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from '../lib/router.tsx';
import './i18n/index.ts';
import { IDLE_LIMIT_MS, IDLE_WARNING_MS } from '../lib/config.ts';
import { IdleTimeout, secondsUntilTimeout } from './idle-timeout.tsx';

/** Shows the current path, as the address bar would. */
function CurrentPath() {
  return <output aria-label="Address">{useLocation().pathname}</output>;
}

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/filing/:filingType/:segment" element={<IdleTimeout />} />
        <Route path="/filing/fileaform" element={<h1>File a form</h1>} />
      </Routes>
      <CurrentPath />
    </MemoryRouter>,
  );
}

const currentPath = () => screen.getByLabelText('Address').textContent;

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('idle timeout', () => {
  it('counts whole seconds down to the limit', () => {
    expect(secondsUntilTimeout(0, IDLE_LIMIT_MS - 1500)).toBe(2);
    expect(secondsUntilTimeout(0, IDLE_LIMIT_MS + 10)).toBe(0);
  });

  it('warns two minutes before the limit and Continue gives the time back', () => {
    renderAt('/filing/llc/entityname');
    act(() => void vi.advanceTimersByTime(IDLE_LIMIT_MS - IDLE_WARNING_MS - 2000));
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => void vi.advanceTimersByTime(3000));
    const dialog = screen.getByRole('dialog');
    expect(dialog.textContent).toContain('1 minute(s)');
    act(() => screen.getByRole('button', { name: 'Continue' }).click());
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => void vi.advanceTimersByTime(IDLE_LIMIT_MS - IDLE_WARNING_MS - 2000));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(currentPath()).toBe('/filing/llc/entityname');
  });

  it('leaves to the file-a-form page when the time runs out', async () => {
    renderAt('/filing/llc/management');
    await act(async () => {
      vi.advanceTimersByTime(IDLE_LIMIT_MS + 1000);
      await Promise.resolve();
    });
    expect(currentPath()).toBe('/filing/fileaform');
  });
});
