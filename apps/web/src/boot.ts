// The first script of a page rendered on the server (see the API server's web-app plugin). The
// page's content and styles are in its HTML and stylesheet; its scripts are needed only to take
// the page over. So they are fetched once the page has been painted, and a slow connection gives
// the first paint all its bandwidth. The page lists them: the app's entry first, then the modules
// this page needs, fetched alongside.
import { PAGE_TAKEN_OVER_EVENT } from './lib/taken-over.ts';

const SCRIPTS_ELEMENT_ID = 'registrar-page-scripts';

let started = false;

function loadScripts(): void {
  if (started) return;
  started = true;
  const listed = document.getElementById(SCRIPTS_ELEMENT_ID)?.textContent ?? '[]';
  const [entry, ...modules] = JSON.parse(listed) as string[];
  for (const href of modules) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  if (entry !== undefined) void import(/* @vite-ignore */ entry);
}

// Until the app has taken the page over, its buttons have no handlers and a form would be sent by
// the browser itself (as a query string, password and all). So a button pressed meanwhile (by a
// click, the keyboard, or Enter in a field) is held and pressed again once the app is ready, and
// no form is sent by the browser. What was typed is kept by the app (lib/taken-over.ts).
let heldButton: HTMLButtonElement | null = null;

function holdButtonPress(event: MouseEvent): void {
  const button = event.target instanceof Element ? event.target.closest('button') : null;
  if (button === null) return;
  event.preventDefault();
  event.stopPropagation();
  heldButton = button;
}

function holdFormSubmission(event: SubmitEvent): void {
  event.preventDefault();
  event.stopPropagation();
}

document.addEventListener('click', holdButtonPress, true);
document.addEventListener('submit', holdFormSubmission, true);
document.addEventListener(
  PAGE_TAKEN_OVER_EVENT,
  () => {
    document.removeEventListener('click', holdButtonPress, true);
    document.removeEventListener('submit', holdFormSubmission, true);
    if (heldButton?.isConnected) heldButton.click();
    heldButton = null;
  },
  { once: true },
);

// After the next frame is painted; a tab in the background paints no frames, so not later than this.
requestAnimationFrame(() => setTimeout(loadScripts, 0));
setTimeout(loadScripts, 200);
