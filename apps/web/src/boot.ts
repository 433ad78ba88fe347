// The first script of a page rendered on the server (see the API server's web-app plugin). The
// page's content and styles are in its HTML and stylesheet; its scripts are needed only to take
// the page over. So they are fetched once the page has been painted, and a slow connection gives
// the first paint all its bandwidth. The page lists them: the app's entry first, then the modules
// this page needs, fetched alongside.
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

// Until then, a press is the browser's own form post, which the server takes with the page's
// action; what is typed meanwhile the app keeps when it arrives (lib/taken-over.ts).
// After the next frame is painted; a tab in the background paints no frames, so not later than this.
requestAnimationFrame(() => setTimeout(loadScripts, 0));
setTimeout(loadScripts, 200);
