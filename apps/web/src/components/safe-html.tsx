import { createElement, Fragment, type ReactNode } from 'react';

// Server content (help texts) arrives as HTML. It is rebuilt as React elements from an allow-list
// of tags, so no script, style, event handler or unexpected attribute can reach the page.
const ALLOWED_TAGS = new Set(['p', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 'br', 'a']);

function safeHref(href: string | null): string | undefined {
  if (href === null) return undefined;
  const trimmed = href.trim();
  return /^(https?:\/\/|\/|#)/i.test(trimmed) ? trimmed : undefined;
}

function convert(node: Node, key: number): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const element = node as Element;
  const tag = element.tagName.toLowerCase();
  const children = Array.from(element.childNodes).map((child, index) => convert(child, index));
  if (!ALLOWED_TAGS.has(tag)) return createElement(Fragment, { key }, ...children);
  if (tag === 'br') return createElement('br', { key });
  if (tag === 'a') {
    const href = safeHref(element.getAttribute('href'));
    const external = href !== undefined && /^https?:/i.test(href);
    return createElement(
      'a',
      {
        key,
        href,
        className: 'usa-link',
        ...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {}),
      },
      ...children,
    );
  }
  return createElement(tag, { key }, ...children);
}

/** Renders server-supplied HTML through an allow-list of harmless tags. */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  return (
    <div className={className}>
      {Array.from(body.childNodes).map((child, index) => convert(child, index))}
    </div>
  );
}
