import '@testing-library/jest-dom/vitest';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '../../lib/router.tsx';
import { Pager, pagerWindow } from './pager.tsx';

afterEach(cleanup);

describe('pagerWindow', () => {
  it('shows every page when there are no more than the window holds', () => {
    expect(pagerWindow(1, 3, 10)).toEqual([1, 2, 3]);
    expect(pagerWindow(3, 10, 10)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('keeps ten pages around the current one, clamped at the ends', () => {
    expect(pagerWindow(1, 50, 10)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(pagerWindow(20, 50, 10)).toEqual([16, 17, 18, 19, 20, 21, 22, 23, 24, 25]);
    expect(pagerWindow(50, 50, 10)).toEqual([41, 42, 43, 44, 45, 46, 47, 48, 49, 50]);
    expect(pagerWindow(0, 0, 10)).toEqual([]);
  });
});

describe('Pager', () => {
  const renderPager = (page: number, pages: number) =>
    render(
      <MemoryRouter>
        <Pager
          page={page}
          pages={pages}
          windowSize={10}
          hrefFor={(n) => `/search?q=llc&page=${n}`}
        />
      </MemoryRouter>,
    );

  it('links ten pages, Previous and Next, and marks the current page', () => {
    renderPager(12, 50);
    const nav = screen.getByRole('navigation', { name: 'Pages of results' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Previous',
      ...['8', '9', '10', '11', '12', '13', '14', '15', '16', '17'],
      'Next',
    ]);
    expect(within(nav).getByRole('link', { name: 'Page 12' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Next page' })).toHaveAttribute(
      'href',
      '/search?q=llc&page=13',
    );
  });

  it('has no Previous on the first page, no Next on the last, and nothing for one page', () => {
    renderPager(1, 3);
    expect(screen.queryByRole('link', { name: 'Previous page' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Last page, page 3' })).toBeInTheDocument();
    cleanup();
    renderPager(3, 3);
    expect(screen.queryByRole('link', { name: 'Next page' })).toBeNull();
    cleanup();
    renderPager(1, 1);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
