import '@testing-library/jest-dom/vitest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StaticFragment } from './static-fragment.tsx';
import { takeServedFragments } from './served-fragments.ts';
import { stubApi } from '../testing/stub-api.ts';

const banner = `<section aria-label="Official website">
  <details><summary>Here's how you know</summary><p>Official websites use .gov</p></details>
</section>`;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('static fragment', () => {
  it('keeps a banner the user opened open when the page around it renders again', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () => new Response(banner, { status: 200, headers: { 'Content-Type': 'text/html' } }),
      ),
    );
    const { rerender } = render(
      <StaticFragment url="/apps/biz/html/banner.html" fallback={null} />,
    );
    await userEvent.click(await screen.findByText("Here's how you know"));
    expect(screen.getByText('Official websites use .gov')).toBeVisible();

    rerender(<StaticFragment url="/apps/biz/html/banner.html" fallback={null} />);

    expect(screen.getByText('Official websites use .gov')).toBeVisible();
  });

  it('shows the fallback when the fragment is missing', async () => {
    stubApi({});
    render(<StaticFragment url="/apps/biz/html/banner.html" fallback={<p>Built-in banner</p>} />);
    expect(await screen.findByText('Built-in banner')).toBeInTheDocument();
  });

  it('uses the markup the first HTML carried at once, without asking for it', () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    const firstHtml = document.createElement('div');
    firstHtml.innerHTML = `<div data-served-fragment="/apps/biz/html/footer.html"><p>Served footer</p></div>`;
    takeServedFragments(firstHtml);

    render(<StaticFragment url="/apps/biz/html/footer.html" fallback={<p>Built-in footer</p>} />);

    expect(screen.getByText('Served footer')).toBeInTheDocument();
    expect(screen.queryByText('Built-in footer')).not.toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
