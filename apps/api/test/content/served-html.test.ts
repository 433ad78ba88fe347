import { describe, expect, it } from 'vitest';
import { servedHtml } from '../../src/modules/content/served-html.ts';

describe('the editable content as pages show it', () => {
  it('keeps paragraphs, emphasis and safe links; drops scripts, handlers, images and unsafe links', () => {
    const html = servedHtml(
      '<p onclick="alert(1)">The name must contain <strong>LLC</strong>.</p><script>alert(2)</script>' +
        '<p><a href="javascript:alert(3)">bad</a> <a href="https://example.com/x">good</a></p>' +
        '<img src=x onerror="alert(4)"><a href="//evil.example/">protocol-relative</a>',
    );
    expect(html).toBe(
      '<p>The name must contain <strong>LLC</strong>.</p>' +
        '<p><a class="usa-link">bad</a> <a href="https://example.com/x" class="usa-link" target="_blank" rel="noopener noreferrer">good</a></p>' +
        '<a class="usa-link">protocol-relative</a>',
    );
  });

  it('keeps entities, lists, line breaks and links within the site; drops comments, styles and frames', () => {
    const html = servedHtml(
      '<!-- editor note --><p>Smith &amp; Sons&nbsp;LLC &#8211; <em>a &quot;name&quot;</em></p>' +
        "<ul><li>One</li><li>Two</li></ul><p>Line<br/>break <a href='/business/search'>search</a></p>" +
        '<style>p { color: red }</style><iframe src="https://example.com">frame</iframe><p>Ends</p>',
    );
    expect(html).toBe(
      '<p>Smith &amp; Sons\u00a0LLC – <em>a "name"</em></p>' +
        '<ul><li>One</li><li>Two</li></ul>' +
        '<p>Line<br />break <a href="/business/search" class="usa-link">search</a></p><p>Ends</p>',
    );
  });
});
