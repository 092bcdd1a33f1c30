import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './markdown';

describe('renderMarkdown', () => {
  it('renders GFM tables and math', () => {
    const html = renderMarkdown('| a | b |\n| - | - |\n| 1 | 2 |\n\nsum $a+b$ and\n\n$$\n\\frac{1}{2}\n$$');
    expect(html).toContain('<table>');
    expect(html).toContain('class="katex"');
    expect(html).toContain('katex-display');
  });

  it('removes scripts, event handlers and javascript: links', () => {
    const html = renderMarkdown('<script>alert(1)</script>\n\n<img src=x onerror="alert(2)">\n\n[x](javascript:alert(3)) <a href="javascript:alert(4)">y</a>');
    expect(html).not.toMatch(/<script|onerror|href="javascript:/i);
    expect(html).toContain('<img src="x">');
  });

  it('opens outside links in a new tab without an opener', () => {
    expect(renderMarkdown('[site](https://example.com)')).toContain('rel="noopener noreferrer"');
  });

  it('returns nothing for empty input', () => {
    expect(renderMarkdown(null)).toBe('');
    expect(renderMarkdown('')).toBe('');
  });
});
