import { createElement, Fragment, type ReactNode } from 'react';

// Server content (help texts) arrives as HTML. It is rebuilt as React elements from an allow-list
// of tags, so no script, style, event handler or unexpected attribute can reach the page. The
// parsing is the app's own (a tokenizer for the few tags help texts use, not the browser's
// DOMParser), so a page rendered on the server and the browser build the same elements.
const ALLOWED_TAGS = new Set(['p', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 'br', 'a']);
/** Elements whose content is never text to show. */
const DROPPED_WITH_CONTENT = new Set(['script', 'style', 'template', 'noscript', 'iframe']);
const BLOCK_TAGS = new Set(['p', 'ul', 'ol', 'li']);
const VOID_TAGS = new Set(['br', 'img', 'hr', 'input', 'meta', 'link', 'wbr', 'source']);

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  ndash: '\u2013',
  mdash: '\u2014',
  rsquo: '\u2019',
  lsquo: '\u2018',
  rdquo: '\u201d',
  ldquo: '\u201c',
  hellip: '\u2026',
  copy: '\u00a9',
  sect: '\u00a7',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#')) {
      const code =
        name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff
        ? String.fromCodePoint(code)
        : whole;
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? whole;
  });
}

function safeHref(href: string | undefined): string | undefined {
  if (href === undefined) return undefined;
  const trimmed = decodeEntities(href).trim();
  return /^(https?:\/\/|\/|#)/i.test(trimmed) ? trimmed : undefined;
}

function hrefOf(attributes: string): string | undefined {
  const match = /(?:^|\s)href\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/i.exec(attributes);
  return match ? (match[1] ?? match[2] ?? match[3]) : undefined;
}

interface OpenElement {
  tag: string;
  href?: string;
  children: ReactNode[];
}

function toElement(element: OpenElement, key: number): ReactNode {
  const { tag, children } = element;
  if (!ALLOWED_TAGS.has(tag)) return createElement(Fragment, { key }, ...children);
  if (tag === 'a') {
    const href = safeHref(element.href);
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

/** The allowed elements and the text of `html`, as React nodes. */
function parseAllowedHtml(html: string): ReactNode[] {
  const root: OpenElement = { tag: '#root', children: [] };
  const open: OpenElement[] = [root];
  const current = () => open[open.length - 1] ?? root;
  const close = (index: number) => {
    while (open.length - 1 >= index && open.length > 1) {
      const element = open.pop() as OpenElement;
      const parent = current();
      parent.children.push(toElement(element, parent.children.length));
    }
  };
  const tokens =
    /<!--[\s\S]*?(?:-->|$)|<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:"[^"]*"|'[^']*'|[^'">])*)>|([^<]+|<)/g;
  let dropping: string | null = null;
  for (let match = tokens.exec(html); match !== null; match = tokens.exec(html)) {
    const [, closing, rawTag, attributes = '', text] = match;
    if (dropping !== null) {
      if (closing && rawTag?.toLowerCase() === dropping) dropping = null;
      continue;
    }
    if (text !== undefined) {
      current().children.push(decodeEntities(text));
      continue;
    }
    if (rawTag === undefined) continue; // a comment
    const tag = rawTag.toLowerCase();
    if (closing) {
      const index = open.findLastIndex((element) => element.tag === tag);
      if (index > 0) close(index);
      continue;
    }
    if (DROPPED_WITH_CONTENT.has(tag)) {
      dropping = tag;
      continue;
    }
    const element: OpenElement = {
      tag,
      href: tag === 'a' ? hrefOf(attributes) : undefined,
      children: [],
    };
    if (VOID_TAGS.has(tag) || attributes.trimEnd().endsWith('/')) {
      if (tag === 'br')
        current().children.push(createElement('br', { key: current().children.length }));
      continue;
    }
    // As browsers do: a new item ends the open one, and a block ends an open paragraph.
    if (tag === 'li') {
      const list = open.findLastIndex((item) => ['li', 'ul', 'ol'].includes(item.tag));
      if (list > 0 && open[list]?.tag === 'li') close(list);
    }
    if (BLOCK_TAGS.has(tag) && current().tag === 'p') close(open.length - 1);
    open.push(element);
  }
  close(1);
  return root.children;
}

/** Renders server-supplied HTML through an allow-list of harmless tags. */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  return <div className={className}>{parseAllowedHtml(html)}</div>;
}
