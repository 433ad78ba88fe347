import '@testing-library/jest-dom/vitest';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { SafeHtml } from './safe-html.tsx';

afterEach(cleanup);

describe('SafeHtml', () => {
  it('keeps paragraphs and safe links and drops scripts, handlers and unsafe links', () => {
    const { container } = render(
      <SafeHtml
        html={
          '<p onclick="alert(1)">The name must contain <strong>LLC</strong>.</p><script>alert(2)</script>' +
          '<p><a href="javascript:alert(3)">bad</a> <a href="https://example.com/x">good</a></p><img src=x onerror="alert(4)">'
        }
      />,
    );
    expect(container.querySelectorAll('p')).toHaveLength(2);
    expect(container.querySelector('[onclick]')).toBeNull();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('LLC').tagName).toBe('STRONG');
    expect(screen.getByText('bad')).not.toHaveAttribute('href');
    expect(screen.getByRole('link', { name: 'good' })).toHaveAttribute(
      'href',
      'https://example.com/x',
    );
  });

  it('reads entities, nested lists, comments and unclosed tags as a browser would', () => {
    const { container } = render(
      <SafeHtml
        html={
          '<!-- editor note --><p>Smith &amp; Sons&nbsp;LLC &#8211; <em>a &quot;name&quot;</p>' +
          "<ul><li>One<li>Two</li></ul><p>Line<br/>break <a href='/business/search'>search</a></p>" +
          '<style>p { color: red }</style><p>Ends</p>'
        }
      />,
    );
    const paragraphs = container.querySelectorAll('p');
    expect(paragraphs[0]?.textContent).toBe('Smith & Sons\u00a0LLC \u2013 a "name"');
    expect(container.querySelector('em')?.textContent).toBe('a "name"');
    expect(container.querySelectorAll('ul > li')).toHaveLength(2);
    expect(container.querySelector('br')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'search' })).toHaveAttribute(
      'href',
      '/business/search',
    );
    expect(container.textContent).not.toContain('color: red');
    expect(container.textContent).not.toContain('editor note');
    expect(paragraphs[paragraphs.length - 1]?.textContent).toBe('Ends');
  });
});
