import { describe, expect, it } from 'vitest';
import { markdownPreviewText, renderMarkdown } from './markdown';

describe('renderMarkdown', () => {
  it('renders GFM tables and math', () => {
    const html = renderMarkdown('| a | b |\n| - | - |\n| 1 | 2 |\n\nsum $a+b$ and\n\n$$\n\\frac{1}{2}\n$$');
    expect(html).toContain('<table>');
    expect(html).toContain('class="katex"');
    expect(html).toContain('katex-display');
  });

  it('renders $$…$$ written on one line as display math, as HOJ and Codeforces statements do', () => {
    const html = renderMarkdown('The answer is\n\n$$\\sum_{i=1}^n i$$\n\nfor every $x$ given.');
    const [, formula, sentence] = html.split('</p>');
    expect(formula).toContain('<span class="math math-display">');
    expect(formula).toContain('<span class="katex-display">');
    expect(formula).toContain('<math xmlns="http://www.w3.org/1998/Math/MathML" display="block">');
    expect(formula).toContain('\\sum_{i=1}^n i');
    // Inline math stays inline.
    expect(sentence).toContain('<span class="math math-inline"><span class="katex">');
    expect(sentence).not.toContain('katex-display');
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
  describe('inline (exam choices and blanks)', () => {
    it('renders "+", "*" and "- 1" as the text they are, not as list items', () => {
      expect(renderMarkdown('+', { inline: true })).toBe('+');
      expect(renderMarkdown('*', { inline: true })).toBe('*');
      expect(renderMarkdown('- 1', { inline: true })).toBe('- 1');
      // Block markdown reads each of them as a list: the bug this mode fixes.
      expect(renderMarkdown('*')).toContain('<li>');
    });

    it('keeps no other block syntax either: headings, quotes, rules, ordered lists, code blocks, tables', () => {
      for (const text of ['# 1', '> a', '***', '---', '1. x', '    int a;', '```\nx\n```', '| a |\n| - |\n| 1 |', 'a\n===']) {
        const html = renderMarkdown(text, { inline: true });
        expect(html, text).not.toMatch(/<(h\d|blockquote|hr|ol|ul|li|pre|table|p)\b/);
      }
      expect(renderMarkdown('a\n===', { inline: true })).toBe('a\n===');
    });

    it('keeps inline markdown: code, emphasis, math, and a line break between paragraphs', () => {
      expect(renderMarkdown('`std::cout` is **bold**', { inline: true })).toBe('<code>std::cout</code> is <strong>bold</strong>');
      expect(renderMarkdown('$a+b$', { inline: true })).toContain('class="katex"');
      expect(renderMarkdown('one\n\ntwo', { inline: true })).toBe('one<br>two');
    });

    it('shows raw HTML as the text it is: a choice "<iostream>" is not dropped as an unknown tag', () => {
      expect(renderMarkdown('<iostream>', { inline: true })).toBe('&lt;iostream&gt;');
      expect(renderMarkdown('<iostream>')).toBe('');
      expect(renderMarkdown('<img src=x onerror="alert(1)"> <script>alert(2)</script>', { inline: true })).not.toMatch(/<img|<script/i);
    });
  });
});

describe('markdownPreviewText', () => {
  it('shows the words of Markdown without its syntax', () => {
    expect(markdownPreviewText('**Bold** and _slanted_ with `code`')).toBe('Bold and slanted with code');
    expect(markdownPreviewText('# Title\n\n- one\n- two\n\n> quoted')).toBe('Title one two quoted');
    expect(markdownPreviewText('See [the docs](https://example.com) ![a chart](x.png)')).toBe('See the docs a chart');
    expect(markdownPreviewText('```cpp\nint main() { return 0; }\n```')).toBe('int main() { return 0; }');
  });

  it('keeps escaped characters and drops raw HTML tags, leaving text for React to escape', () => {
    expect(markdownPreviewText('a < b && c > d')).toBe('a < b && c > d');
    expect(markdownPreviewText('<b>hi</b> <em>there</em>')).toBe('hi there');
    expect(markdownPreviewText('$x^2$ costs 5 &amp; more')).toBe('$x^2$ costs 5 & more');
    expect(markdownPreviewText('')).toBe('');
    expect(markdownPreviewText(null)).toBe('');
  });
});
