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
});
