// The application's router: every page imports its routing from here and nowhere else.
//
// It covers what the app uses and no more (a general router was a quarter of the first visit's
// JavaScript): the browser's history under a base path, routes matched by rank, path parameters
// and a trailing splat, the query string, navigation state (`navigate(to, { state })` read back
// by `useLocation().state`), links, redirects, and a memory router for tests. The names and
// signatures are those of the react-router subset the app used before:
//
//   <BrowserRouter basename="/business"> or <MemoryRouter initialEntries={['/path?query']}>
//   <Routes> <Route path="/entity/:entityId" element={<Page />} /> ... </Routes>
//     path: static segments (matched case-insensitively), `:name` (one segment, decoded), and a
//     final `*` (the rest, in params['*']). The most specific matching route wins: static
//     segments over parameters over a splat, as react-router ranks them.
//   useNavigate()(to, { replace, state })  to: '/absolute?query', or relative to the current
//     path ('../segment' from /filing/llc/attachments is /filing/llc/segment)
//   useLocation() -> { pathname, search, hash, state, key }   useParams()   useMatch(pattern)
//   useSearchParams() -> [URLSearchParams, set(next, { replace })]
//   <Link to replace state ...anchor props>   <Navigate to replace state />
//
// Navigations run as React transitions, so the page on screen stays until the next page's lazily
// loaded code has arrived. Scrolling is the browser's (Back restores the position); the shell
// moves focus to the new page's heading and the page announces its title (lib/page-title.ts).
import {
  Children,
  createContext,
  isValidElement,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { useServerRender } from './server-render.ts';

export interface Location {
  pathname: string;
  search: string;
  hash: string;
  /** What the navigation that opened this entry carried, or null. */
  state: unknown;
  /** Distinguishes history entries with the same address. */
  key: string;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

export type NavigateFunction = (to: string, options?: NavigateOptions) => Promise<void>;

interface RouterContextValue {
  location: Location;
  navigate: NavigateFunction;
  basename: string;
}

const RouterContext = createContext<RouterContextValue | null>(null);
const ParamsContext = createContext<Readonly<Record<string, string | undefined>>>({});

function useRouter(): RouterContextValue {
  const router = useContext(RouterContext);
  if (router === null) throw new Error('Routing is used outside a router');
  return router;
}

let lastKey = 0;
const newKey = () => (++lastKey).toString(36);

/** Splits "/a/b?c=d#e" (or a path relative to `from`) into its parts. */
function resolve(to: string, from: string): Pick<Location, 'pathname' | 'search' | 'hash'> {
  const base = from.endsWith('/') ? from : `${from}/`;
  const url = new URL(to, `http://app${base}`);
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

interface HistoryEntry {
  usr: unknown;
  key: string;
}

function stripBasename(pathname: string, basename: string): string {
  if (basename === '' || basename === '/') return pathname;
  if (pathname.toLowerCase().startsWith(basename.toLowerCase())) {
    return pathname.slice(basename.length) || '/';
  }
  return pathname;
}

function readBrowserLocation(basename: string): Location {
  const entry = window.history.state as Partial<HistoryEntry> | null;
  return {
    pathname: stripBasename(window.location.pathname, basename),
    search: window.location.search,
    hash: window.location.hash,
    state: entry?.usr ?? null,
    key: entry?.key ?? 'default',
  };
}

/** Routes over the browser's history, for addresses under `basename`. */
export function BrowserRouter({
  basename = '',
  keptParameters = {},
  children,
}: {
  basename?: string;
  /** Query parameters every address keeps when a navigation leaves them out (the page's language). */
  keptParameters?: Readonly<Record<string, string>>;
  children: ReactNode;
}) {
  const [location, setLocation] = useState(() => readBrowserLocation(basename));
  useEffect(() => {
    const onPopState = () => startTransition(() => setLocation(readBrowserLocation(basename)));
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [basename]);
  const current = useRef(location);
  current.current = location;
  const navigate = useCallback<NavigateFunction>(
    async (to, options = {}) => {
      const resolved = resolve(to, current.current.pathname);
      const search = new URLSearchParams(resolved.search);
      for (const [name, value] of Object.entries(keptParameters)) {
        if (!search.has(name)) search.set(name, value);
      }
      const query = search.toString();
      const next = {
        ...resolved,
        search: query === '' ? '' : `?${query}`,
        state: options.state ?? null,
        key: newKey(),
      };
      const entry: HistoryEntry = { usr: next.state, key: next.key };
      const url = `${basename}${next.pathname === '/' && basename ? '' : next.pathname}${next.search}${next.hash}`;
      if (options.replace) window.history.replaceState(entry, '', url);
      else window.history.pushState(entry, '', url);
      current.current = next;
      startTransition(() => setLocation(next));
    },
    [basename, keptParameters],
  );
  const value = useMemo(() => ({ location, navigate, basename }), [location, navigate, basename]);
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

/** Routes at one fixed address (a page rendered on the server): navigating is not possible. */
export function StaticRouter({
  basename = '',
  location,
  children,
}: {
  basename?: string;
  /** The requested address, with its query string. */
  location: string;
  children: ReactNode;
}) {
  const value = useMemo<RouterContextValue>(() => {
    const url = new URL(location, 'http://app');
    return {
      location: {
        pathname: stripBasename(url.pathname, basename),
        search: url.search,
        hash: '',
        state: null,
        key: 'default',
      },
      navigate: () => Promise.reject(new Error('A page rendered on the server cannot navigate')),
      basename,
    };
  }, [basename, location]);
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

type InitialEntry = string | { pathname: string; search?: string; hash?: string; state?: unknown };

/** Routes over an in-memory history (tests): starts at the last of `initialEntries`. */
export function MemoryRouter({
  initialEntries = ['/'],
  children,
}: {
  initialEntries?: InitialEntry[];
  children: ReactNode;
}) {
  const [location, setLocation] = useState<Location>(() => {
    const last = initialEntries[initialEntries.length - 1] ?? '/';
    if (typeof last === 'string') return { ...resolve(last, '/'), state: null, key: 'default' };
    return { search: '', hash: '', state: null, ...last, key: 'default' };
  });
  const current = useRef(location);
  current.current = location;
  const navigate = useCallback<NavigateFunction>(async (to, options = {}) => {
    const next = {
      ...resolve(to, current.current.pathname),
      state: options.state ?? null,
      key: newKey(),
    };
    current.current = next;
    startTransition(() => setLocation(next));
  }, []);
  const value = useMemo(() => ({ location, navigate, basename: '' }), [location, navigate]);
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

type Params = Record<string, string | undefined>;

/** The parameters of `pattern` when `pathname` matches it, else null. */
export function matchPath(pattern: string, pathname: string): { params: Params } | null {
  const wanted = pattern.split('/').filter(Boolean);
  const actual = pathname.split('/').filter(Boolean);
  const params: Params = {};
  for (const [index, segment] of wanted.entries()) {
    if (segment === '*' && index === wanted.length - 1) {
      params['*'] = actual.slice(index).map(decode).join('/');
      return { params };
    }
    const value = actual[index];
    if (value === undefined) return null;
    if (segment.startsWith(':')) params[segment.slice(1)] = decode(value);
    else if (segment.toLowerCase() !== decode(value).toLowerCase()) return null;
  }
  return wanted.length === actual.length ? { params } : null;
}

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** react-router's ranking: more segments, static over `:param` over a final `*`. */
function rank(pattern: string): number {
  const segments = pattern.split('/').filter(Boolean);
  return segments.reduce(
    (score, segment) => score + (segment === '*' ? -2 : segment.startsWith(':') ? 3 : 10),
    segments.length,
  );
}

export interface RouteProps {
  path: string;
  element: ReactNode;
}

/** One route of a <Routes>: rendered by it, never on its own. */
export function Route(_props: RouteProps): ReactNode {
  throw new Error('<Route> is rendered by <Routes>');
}

/** The element of the best of these routes for `pathname`, with its parameters, or null. */
export function matchRoutes(
  children: ReactNode,
  pathname: string,
): { element: ReactNode; params: Params } | null {
  const routes = Children.toArray(children).filter(
    (child): child is ReactElement<RouteProps> => isValidElement(child) && child.type === Route,
  );
  let best: { element: ReactNode; params: Params; score: number } | null = null;
  for (const route of routes) {
    const match = matchPath(route.props.path, pathname);
    const score = rank(route.props.path);
    if (match && (best === null || score > best.score)) {
      best = { element: route.props.element, params: match.params, score };
    }
  }
  return best === null ? null : { element: best.element, params: best.params };
}

/** Renders the element of the best route for the current path, or nothing. */
export function Routes({ children }: { children: ReactNode }) {
  const { pathname } = useRouter().location;
  const best = matchRoutes(children, pathname);
  if (best === null) return null;
  return <ParamsContext.Provider value={best.params}>{best.element}</ParamsContext.Provider>;
}

export function useLocation(): Location {
  return useRouter().location;
}

/** The current location, or null outside a router (a form rendered on its own in a test). */
export function useLocationIfRouted(): Location | null {
  return useContext(RouterContext)?.location ?? null;
}

export function useNavigate(): NavigateFunction {
  return useRouter().navigate;
}

/** The current route's path parameters. */
export function useParams<T extends string = string>(): Readonly<Partial<Record<T, string>>> {
  return useContext(ParamsContext) as Partial<Record<T, string>>;
}

/** The parameters of `pattern` when the current path matches it, else null. */
export function useMatch(pattern: string): { params: Params } | null {
  return matchPath(pattern, useRouter().location.pathname);
}

export function useSearchParams(): [
  URLSearchParams,
  (next: Record<string, string> | URLSearchParams, options?: NavigateOptions) => void,
] {
  const { location, navigate } = useRouter();
  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const set = useCallback(
    (next: Record<string, string> | URLSearchParams, options?: NavigateOptions) =>
      void navigate(`${location.pathname}?${new URLSearchParams(next).toString()}`, options),
    [location.pathname, navigate],
  );
  return [params, set];
}

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: string;
  replace?: boolean;
  state?: unknown;
};

/**
 * The address of `to` as the browser sees it (with the base path), for what the browser follows
 * itself: a form's action.
 */
export function useHref(to: string): string {
  const { location, basename } = useRouter();
  const { pathname, search, hash } = resolve(to, location.pathname);
  return `${basename}${pathname}${search}${hash}`;
}

/** A link that navigates inside the app; a modified or middle click opens the address itself. */
export function Link({ to, replace, state, onClick, target, ...rest }: LinkProps) {
  const { location, navigate, basename } = useRouter();
  const { pathname, search, hash } = resolve(to, location.pathname);
  const href = `${basename}${pathname}${search}${hash}`;
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      (target !== undefined && target !== '_self') ||
      event.metaKey ||
      event.altKey ||
      event.ctrlKey ||
      event.shiftKey
    ) {
      return;
    }
    event.preventDefault();
    void navigate(to, { replace, state });
  };
  return <a {...rest} href={href} target={target} onClick={follow} />;
}

/**
 * Navigates to `to` as soon as it renders (once, also under StrictMode). Rendered on the server,
 * it makes the server redirect instead, unless it carries navigation state, which only the
 * browser can keep: then the browser navigates once it has taken the page over.
 */
export function Navigate({ to, replace, state }: { to: string } & NavigateOptions) {
  const { location, navigate, basename } = useRouter();
  const server = useServerRender();
  if (server !== null && state === undefined && server.redirect === undefined) {
    const target = resolve(to, location.pathname);
    server.redirect = `${basename}${target.pathname}${target.search}${target.hash}`;
  }
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    void navigate(to, { replace, state });
  }, [navigate, to, replace, state]);
  return null;
}
