// What a page tells the server that renders it: where to redirect instead, its title, and which
// lazily loaded page modules it showed (the server preloads their code in the page's head). In
// the browser there is no such context and nothing is recorded.
import { createContext, useContext, useSyncExternalStore } from 'react';

export interface ServerRenderRecord {
  /** Set by a <Navigate> rendered on the server: the address to send the browser to instead. */
  redirect?: string;
  /** The page's document title. */
  title?: string;
  /** The HTTP status of the page when it is not 200 (a page that does not exist is 404). */
  status?: number;
  /** Page modules (as named in the build's manifest) that this page rendered. */
  modules: Set<string>;
  /** The parts the browser takes the page over in, by the id of each (lib/take-over-part.tsx). */
  takeOverParts: Set<string>;
}

export const ServerRenderContext = createContext<ServerRenderRecord | null>(null);

/** The record of the page being rendered on the server, or null in the browser. */
export function useServerRender(): ServerRenderRecord | null {
  return useContext(ServerRenderContext);
}

const subscribeToNothing = () => () => undefined;

/**
 * False on the server and while the browser takes over the server's HTML, true after: a page
 * that depends on what only the browser keeps (session storage) renders what the server could
 * until then, so both render the same and nothing is decided without the browser's state.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
