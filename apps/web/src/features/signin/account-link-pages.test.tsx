import '@testing-library/jest-dom/vitest';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from '../../lib/router.tsx';
import { stubApi } from '../../testing/stub-api.ts';
import VerifyEmailPage from './verify-email-page.tsx';

const TOKEN = 'a'.repeat(43);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderAt(entry: string) {
  render(
    <StrictMode>
      <MemoryRouter initialEntries={[entry]}>
        <Routes>
          <Route path="/login/verify/:token" element={<VerifyEmailPage />} />
          <Route path="/login" element={<h1>Login page</h1>} />
        </Routes>
      </MemoryRouter>
    </StrictMode>,
  );
}

describe('the mailed verification link', () => {
  it('confirms the email once, even when effects run twice, and leads to the login', async () => {
    const calls = stubApi({
      '/business-api/sbf/verify': () => ({ apiData: { code: 200, entityId: '20261234567' } }),
    });
    renderAt(`/login/verify/${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'Your email is confirmed' })).toBeVisible();
    expect(document.title).toBe('Confirm your email - Secretary of State');
    expect(calls).toHaveLength(1);
    expect(JSON.parse(calls[0]?.init?.body as string)).toEqual({ token: TOKEN });
    await userEvent.click(screen.getByRole('link', { name: 'Log in' }));
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeVisible();
  });

  it('says when a verification link has expired or was used', async () => {
    stubApi({
      '/business-api/sbf/verify': () => ({ status: 410, apiData: { code: 410, message: 'x' } }),
    });
    renderAt(`/login/verify/${TOKEN}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This link has expired or has already been used.',
    );
  });
});
