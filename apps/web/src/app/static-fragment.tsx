import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { servedFragment } from './served-fragments.ts';

/**
 * Inserts a static HTML fragment the server publishes (the banner and footer live at
 * /apps/biz/html/*.html so the agency can change them without a release). The fragment is our own
 * same-origin content; until it arrives, or when it is missing, the equivalent markup renders.
 * The server also puts them in the first HTML: then that markup is used at once, with no request.
 */
export function StaticFragment({ url, fallback }: { url: string; fallback: ReactNode }) {
  // undefined while loading (render nothing rather than flash the fallback's different wording).
  const [html, setHtml] = useState<string | null | undefined>(() => servedFragment(url));
  const containerRef = useRef<HTMLDivElement>(null);
  // One object per fragment: React 19 writes innerHTML again whenever this object changes, which
  // on every re-render of the shell would close a banner the user had just opened.
  const markup = useMemo(() => ({ __html: html ?? '' }), [html]);

  const alreadyServed = servedFragment(url) !== undefined;
  useEffect(() => {
    if (alreadyServed) return;
    const controller = new AbortController();
    fetch(url, { signal: controller.signal, headers: { Accept: 'text/html' } })
      .then(async (response) => {
        const type = response.headers.get('content-type') ?? '';
        // A deep-link fallback that returns the SPA's index.html is not the fragment.
        if (!response.ok || !type.includes('text/html')) return setHtml(null);
        const text = await response.text();
        setHtml(/<html[\s>]/i.test(text) ? null : text);
      })
      .catch((error: unknown) => {
        if (!(error instanceof DOMException && error.name === 'AbortError')) setHtml(null);
      });
    return () => controller.abort();
  }, [url, alreadyServed]);

  // USWDS's "Here's how you know" and similar toggles need script; without uswds.js we do it here.
  useEffect(() => {
    const container = containerRef.current;
    if (!container || !html) return;
    const toggle = (event: MouseEvent) => {
      const button = (event.target as Element | null)?.closest<HTMLButtonElement>(
        'button[aria-controls]',
      );
      if (!button || !container.contains(button)) return;
      const target = document.getElementById(button.getAttribute('aria-controls') ?? '');
      if (!target) return;
      const expanded = button.getAttribute('aria-expanded') === 'true';
      button.setAttribute('aria-expanded', String(!expanded));
      target.hidden = expanded;
      button
        .closest('.usa-banner__header')
        ?.classList.toggle('usa-banner__header--expanded', !expanded);
    };
    container.addEventListener('click', toggle);
    return () => container.removeEventListener('click', toggle);
  }, [html]);

  if (html === undefined) return null;
  if (html === null) return <>{fallback}</>;
  // Marked with its address, so a browser taking over a server-rendered page reads it back.
  return <div ref={containerRef} data-served-fragment={url} dangerouslySetInnerHTML={markup} />;
}
