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

// Until the app has taken the page over, a press would make the browser post the page's form
// itself. The server takes such a post (each page's action), but the app, a moment away, does
// more with it (dialogs, checks as the filer types). So a press meanwhile (a click, the keyboard,
// or Enter in a field) is held and pressed again once the app is ready; if the app has not come
// within HOLD_MS (a stalled or blocked script), the held press is let go as the browser's own
// post, so the filer still files. What was typed stays in the fields either way (the app keeps it,
// lib/taken-over.ts; a post sends the fields as they are).
const HOLD_MS = 2500;

let heldButton: HTMLButtonElement | null = null;
let heldForm: { form: HTMLFormElement; submitter: HTMLElement | null } | null = null;
let holdTimer: ReturnType<typeof setTimeout> | undefined;
let holding = true;

function stopHolding(): void {
  holding = false;
  clearTimeout(holdTimer);
  document.removeEventListener('click', holdButtonPress, true);
  document.removeEventListener('submit', holdFormSubmission, true);
}

/** The app did not come in time: the held press goes to the server as the browser's own post. */
function letGo(): void {
  const button = heldButton;
  const submission = heldForm;
  stopHolding();
  heldButton = null;
  heldForm = null;
  if (button?.isConnected) button.click();
  else if (submission?.form.isConnected) submission.form.requestSubmit(submission.submitter);
}

function startDeadline(): void {
  if (holding && holdTimer === undefined) holdTimer = setTimeout(letGo, HOLD_MS);
}

function holdButtonPress(event: MouseEvent): void {
  const button = event.target instanceof Element ? event.target.closest('button') : null;
  if (button === null) return;
  event.preventDefault();
  event.stopPropagation();
  heldButton = button;
  startDeadline();
}

function holdFormSubmission(event: SubmitEvent): void {
  event.preventDefault();
  event.stopPropagation();
  if (event.target instanceof HTMLFormElement) {
    heldForm = { form: event.target, submitter: event.submitter };
  }
  startDeadline();
}

document.addEventListener('click', holdButtonPress, true);
document.addEventListener('submit', holdFormSubmission, true);
document.addEventListener(
  PAGE_TAKEN_OVER_EVENT,
  () => {
    if (!holding) return;
    stopHolding();
    if (heldButton?.isConnected) heldButton.click();
    else if (heldForm?.form.isConnected) heldForm.form.requestSubmit(heldForm.submitter);
    heldButton = null;
    heldForm = null;
  },
  { once: true },
);

// After the next frame is painted; a tab in the background paints no frames, so not later than this.
requestAnimationFrame(() => setTimeout(loadScripts, 0));
setTimeout(loadScripts, 200);
