// The application's router: every page imports its routing from here and nowhere else.
//
// It covers what the app uses and no more (a general router was a quarter of the first visit's
// JavaScript), with the names and signatures of the react-router subset the app used before:
// routes ranked as react-router ranks them (static segments, matched case-insensitively, over
// `:name` over a final `*`), relative paths, navigation state, links, redirects, a memory router
// for tests and a static one for the server.
//
// Navigations are marked as transitions; on Preact (decision 0068) a transition runs at once, so
// a page whose code is not loaded yet shows its loading state until it has arrived. Scrolling is
// the browser's (Back restores the position); the shell
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

interface Location {
  pathname: string;
  search: string;
  /** What the navigation that opened this entry carried, or null. */
  state: unknown;
}

interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

type NavigateFunction = (to: string, options?: NavigateOptions) => Promise<void>;

interface RouterContextValue {
  location: Location;
  navigate: NavigateFunction;
  basename: string;
}

const RouterContext = createContext<RouterContextValue | null>(null);
type Params = Record<string, string | undefined>;
const ParamsContext = createContext<Readonly<Params>>({});

function useRouter(): RouterContextValue {
  const router = useContext(RouterContext);
  if (router === null) throw new Error('Routing is used outside a router');
  return router;
}

/** "/a/b?c=d#e", or a path relative to `from`, as a URL. */
function resolve(to: string, from = '/'): URL {
  return new URL(to, `http://app${from.endsWith('/') ? from : `${from}/`}`);
}

/** The location of `url` (an address as the browser sees it) under `basename`. */
function locationOf(url: URL, basename: string, state: unknown = null): Location {
  const { pathname, search } = url;
  const under = basename !== '' && pathname.toLowerCase().startsWith(basename.toLowerCase());
  return { pathname: under ? pathname.slice(basename.length) || '/' : pathname, search, state };
}

function readBrowserLocation(basename: string): Location {
  const entry = window.history.state as { usr?: unknown } | null;
  return locationOf(new URL(window.location.href), basename, entry?.usr);
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
      for (const [name, value] of Object.entries(keptParameters)) {
        if (!resolved.searchParams.has(name)) resolved.searchParams.set(name, value);
      }
      resolved.search = resolved.searchParams.toString();
      const next = locationOf(resolved, '', options.state);
      const entry = { usr: next.state };
      const url = `${basename}${next.pathname === '/' && basename ? '' : next.pathname}${next.search}${resolved.hash}`;
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
  const value = useMemo<RouterContextValue>(
    () => ({
      location: locationOf(resolve(location), basename),
      navigate: () => Promise.reject(new Error('A page rendered on the server cannot navigate')),
      basename,
    }),
    [basename, location],
  );
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

/** Routes over an in-memory history (tests): starts at the last of `initialEntries`. */
export function MemoryRouter({
  initialEntries = ['/'],
  children,
}: {
  initialEntries?: string[];
  children: ReactNode;
}) {
  const [location, setLocation] = useState(() =>
    locationOf(resolve(initialEntries.at(-1) ?? '/'), ''),
  );
  const current = useRef(location);
  current.current = location;
  const navigate = useCallback<NavigateFunction>(async (to, options = {}) => {
    const next = locationOf(resolve(to, current.current.pathname), '', options.state);
    current.current = next;
    startTransition(() => setLocation(next));
  }, []);
  const value = useMemo(() => ({ location, navigate, basename: '' }), [location, navigate]);
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

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

interface RouteProps {
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
export function useParams(): Readonly<Params> {
  return useContext(ParamsContext);
}

/** The parameters of `pattern` when the current path matches it, else null. */
export function useMatch(pattern: string): { params: Params } | null {
  return matchPath(pattern, useRouter().location.pathname);
}

/** The query string's parameters (no page sets them but by navigating). */
export function useSearchParams(): [URLSearchParams] {
  const { search } = useRouter().location;
  return [useMemo(() => new URLSearchParams(search), [search])];
}

/** The address of `to` as the browser sees it (with the base path). */
function hrefOf({ location, basename }: RouterContextValue, to: string): string {
  const { pathname, search, hash } = resolve(to, location.pathname);
  return `${basename}${pathname}${search}${hash}`;
}

/** The address of `to` for what the browser follows itself: a form's action. */
export function useHref(to: string): string {
  return hrefOf(useRouter(), to);
}

/** A link that navigates inside the app; a modified or middle click opens the address itself. */
export function Link({
  to,
  onClick,
  ...rest
}: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'target'> & { to: string }) {
  const router = useRouter();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    const { defaultPrevented, button, metaKey, altKey, ctrlKey, shiftKey } = event;
    if (defaultPrevented || button !== 0 || metaKey || altKey || ctrlKey || shiftKey) return;
    event.preventDefault();
    void router.navigate(to);
  };
  return <a {...rest} href={hrefOf(router, to)} onClick={follow} />;
}

/**
 * Navigates to `to` as soon as it renders (once, also under StrictMode). Rendered on the server,
 * it makes the server redirect instead, unless it carries navigation state, which only the
 * browser can keep: then the browser navigates once it has taken the page over.
 */
export function Navigate({ to, replace, state }: { to: string } & NavigateOptions) {
  const router = useRouter();
  const { navigate } = router;
  const server = useServerRender();
  if (server !== null && state === undefined && server.redirect === undefined) {
    server.redirect = hrefOf(router, to);
  }
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    void navigate(to, { replace, state });
  }, [navigate, to, replace, state]);
  return null;
}
