// Page titles: every page sets document.title and the shell's live region reads the new title to
// screen readers (announced after 200 ms, cleared after 500 ms).
import { useEffect, useSyncExternalStore } from 'react';
import { t } from '../app/i18n/index.ts';
import { usePageForm } from './page-form.ts';
import { useLocationIfRouted } from './router.tsx';
import { useServerRender } from './server-render.ts';

export const ANNOUNCE_DELAY_MS = 200;
export const CLEAR_DELAY_MS = 500;
/** "{title} - Secretary of State" (in the page's language) for pages outside a wizard step. */
export function formatPageTitle(title: string): string {
  return `${title} - ${t('common.secretaryOfState')}`;
}

export interface Timers {
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

const browserTimers: Timers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * Schedules announcements into a live region: the text appears after a short delay (so the
 * region's change is noticed after the route's own DOM changes) and is cleared soon after (so it
 * is not read again when the user browses the page). A new title cancels the pending one.
 */
export function createTitleAnnouncer(
  setMessage: (text: string) => void,
  timers: Timers = browserTimers,
) {
  let pending: unknown[] = [];
  const cancel = () => {
    for (const handle of pending) timers.clearTimeout(handle);
    pending = [];
  };
  return {
    announce(text: string) {
      cancel();
      pending.push(
        timers.setTimeout(() => {
          setMessage(text);
          pending.push(timers.setTimeout(() => setMessage(''), CLEAR_DELAY_MS));
        }, ANNOUNCE_DELAY_MS),
      );
    },
    dispose: cancel,
  };
}

// One live-region message for the whole app.
let liveMessage = '';
const liveListeners = new Set<() => void>();
const announcer = createTitleAnnouncer((text) => {
  liveMessage = text;
  for (const listener of liveListeners) listener();
});

/** The live region's current text (the shell renders it). */
export function useLiveAnnouncement(): string {
  return useSyncExternalStore(
    (listener) => {
      liveListeners.add(listener);
      return () => liveListeners.delete(listener);
    },
    () => liveMessage,
    () => '',
  );
}

/**
 * Sets the document title and announces it whenever it changes. A page shown again because its
 * form was refused says so first ("Error: ..."), as a screen reader user hears it before the page;
 * a page that shows what its post did instead (`postAnswered`: what can never be in an address)
 * does not.
 */
export function usePageTitle(pageTitle: string, { postAnswered = false } = {}): void {
  const { outcome, outcomeAt } = usePageForm();
  const location = useLocationIfRouted();
  const refused =
    !postAnswered &&
    outcome !== undefined &&
    location !== null &&
    outcomeAt === `${location.pathname}${location.search}`;
  const title = refused && pageTitle ? `Error: ${pageTitle}` : pageTitle;
  const server = useServerRender();
  if (server !== null && title) server.title = title;
  useEffect(() => {
    if (!title) return;
    document.title = title;
    announcer.announce(title);
  }, [title]);
}
