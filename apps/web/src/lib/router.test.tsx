import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  Route,
  Routes,
  matchPath,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from './router.tsx';

afterEach(cleanup);

function Where() {
  const location = useLocation();
  const params = useParams();
  return (
    <output aria-label="Where">
      {JSON.stringify({
        path: location.pathname,
        search: location.search,
        state: location.state,
        params,
      })}
    </output>
  );
}

const where = () =>
  JSON.parse(screen.getByLabelText('Where').textContent ?? '{}') as {
    path: string;
    search: string;
    state: unknown;
    params: Record<string, string>;
  };

function GoButton({ to, replace, state }: { to: string; replace?: boolean; state?: unknown }) {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate(to, { replace, state })}>
      Go {to}
    </button>
  );
}

describe('matchPath', () => {
  it('matches static segments without regard to case, decodes parameters, collects a splat', () => {
    expect(matchPath('/resetConfirm', '/resetconfirm')).toEqual({ params: {} });
    expect(matchPath('/entity/:entityId', '/entity/2014%2F1')).toEqual({
      params: { entityId: '2014/1' },
    });
    expect(matchPath('/login/*', '/login')).toEqual({ params: { '*': '' } });
    expect(matchPath('/login/*', '/login/a/b')).toEqual({ params: { '*': 'a/b' } });
    expect(matchPath('/entity/:entityId', '/entity')).toBeNull();
    expect(matchPath('/entity/:entityId', '/entity/1/more')).toBeNull();
    expect(matchPath('/search', '/search/')).toEqual({ params: {} });
  });
});

describe('Routes', () => {
  const routes = (
    <Routes>
      <Route path="/filing/:filingType/:segment/*" element={<p>Deeper</p>} />
      <Route path="/filing/:filingType/:segment" element={<p>Step</p>} />
      <Route path="/filing/login/*" element={<p>Login</p>} />
      <Route path="/filing/fileaform" element={<p>File a form</p>} />
      <Route path="/filing/:filingType" element={<p>Wizard</p>} />
      <Route path="/*" element={<p>Not found</p>} />
    </Routes>
  );
  const shown = (path: string) => {
    const view = render(<MemoryRouter initialEntries={[path]}>{routes}</MemoryRouter>);
    const text = view.container.textContent;
    view.unmount();
    return text;
  };

  it('renders the most specific route, whatever the order they are written in', () => {
    expect(shown('/filing/fileaform')).toBe('File a form');
    expect(shown('/filing/llc')).toBe('Wizard');
    expect(shown('/filing/login')).toBe('Login');
    expect(shown('/filing/login/anything')).toBe('Login');
    expect(shown('/filing/llc/entityname')).toBe('Step');
    expect(shown('/filing/llc/entityname/x')).toBe('Deeper');
    expect(shown('/elsewhere')).toBe('Not found');
  });
});

describe('navigation', () => {
  it('carries state, resolves relative paths and reads the query string', async () => {
    function Query() {
      const [params] = useSearchParams();
      return <p>Search {params.get('q') ?? 'nothing'}</p>;
    }
    render(
      <MemoryRouter initialEntries={['/filing/llc/attachments']}>
        <Routes>
          <Route path="/filing/:filingType/:segment" element={<Where />} />
          <Route path="/search" element={<Where />} />
        </Routes>
        <GoButton to="../additionalinfo" state={{ from: 'attachments' }} />
        <GoButton to="/search?q=1" />
        <GoButton to="?by=name&q=acme" />
        <Query />
      </MemoryRouter>,
    );
    expect(where().params).toEqual({ filingType: 'llc', segment: 'attachments' });
    await userEvent.click(screen.getByRole('button', { name: 'Go ../additionalinfo' }));
    expect(where()).toEqual({
      path: '/filing/llc/additionalinfo',
      search: '',
      state: { from: 'attachments' },
      params: { filingType: 'llc', segment: 'additionalinfo' },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Go /search?q=1' }));
    expect(where()).toMatchObject({ path: '/search', search: '?q=1', state: null });
    expect(screen.getByText('Search 1')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Go ?by=name&q=acme' }));
    expect(where().search).toBe('?by=name&q=acme');
    expect(screen.getByText('Search acme')).toBeTruthy();
  });

  it('keeps the base path and the kept parameters in the address bar and follows Back', async () => {
    window.history.replaceState(null, '', '/business/filing/fileaform');
    render(
      <BrowserRouter basename="/business" keptParameters={{ lang: 'es' }}>
        <Routes>
          <Route path="/filing/fileaform" element={<Link to="/about">About</Link>} />
          <Route path="/about" element={<Where />} />
        </Routes>
      </BrowserRouter>,
    );
    const link = screen.getByRole('link', { name: 'About' });
    expect(link.getAttribute('href')).toBe('/business/about');
    await userEvent.click(link);
    expect(window.location.pathname).toBe('/business/about');
    expect(window.location.search).toBe('?lang=es');
    expect(where()).toMatchObject({ path: '/about', search: '?lang=es' });
    await act(async () => {
      window.history.back();
      await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    });
    expect(window.location.pathname).toBe('/business/filing/fileaform');
    expect(screen.getByRole('link', { name: 'About' })).toBeTruthy();
  });

  it('redirects once with Navigate, replacing the entry', () => {
    window.history.replaceState(null, '', '/business/');
    const before = window.history.length;
    render(
      <BrowserRouter basename="/business">
        <Routes>
          <Route path="/" element={<Navigate to="/filing/fileaform" replace />} />
          <Route path="/filing/fileaform" element={<Where />} />
        </Routes>
      </BrowserRouter>,
    );
    expect(window.location.pathname).toBe('/business/filing/fileaform');
    expect(window.history.length).toBe(before);
    expect(where().path).toBe('/filing/fileaform');
  });
});
