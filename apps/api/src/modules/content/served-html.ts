// The editable content (intro pages, name-designation help) is HTML that pages show as it is. It
// is cut down once, when a process reads the content table, to an allow-list of harmless
// elements, so no script, style, event handler, frame or unexpected attribute reaches a page, and
// the pages render the stored result without parsing it again.
import sanitizeHtml from 'sanitize-html';

/** A link the content may carry: to a page of this site, to a place on the page, or on the web. */
const SAFE_HREF = /^(https?:\/\/|\/(?!\/)|#)/i;

const allowList: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 'br', 'a'],
  allowedAttributes: { a: ['href', 'class', 'target', 'rel'] },
  allowedSchemes: ['http', 'https'],
  allowProtocolRelative: false,
  // Elements whose content is never text to show: they go with everything inside them.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'template', 'iframe', 'title'],
  transformTags: {
    // Every link in the site's style; a link to another site opens apart from the filing.
    a: (_tagName, attributes) => {
      const href = attributes.href?.trim();
      const safe = href !== undefined && SAFE_HREF.test(href) ? href : undefined;
      const external = safe !== undefined && /^https?:/i.test(safe);
      return {
        tagName: 'a',
        attribs: {
          ...(safe === undefined ? {} : { href: safe }),
          class: 'usa-link',
          ...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {}),
        },
      };
    },
  },
};

/** `html` with only the allowed elements and their text: what a page may show as it is. */
export function servedHtml(html: string): string {
  return sanitizeHtml(html, allowList);
}
