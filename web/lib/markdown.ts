import DOMPurify from 'isomorphic-dompurify';
import katex from 'katex';
import { micromark } from 'micromark';
import type { CompileContext, HtmlExtension, Token } from 'micromark-util-types';
import { gfm, gfmHtml } from 'micromark-extension-gfm';
import { math, mathHtml } from 'micromark-extension-math';

let hooked = false;

/** Links that leave the site open in a new tab and carry no referrer or opener. */
function hookLinks(): void {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && /^https?:\/\//i.test(node.getAttribute('href') ?? '')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
}

const KATEX_OPTIONS = { throwOnError: false, output: 'htmlAndMathml' } as const;

/**
 * `$$…$$` written inside a line (as HOJ and Codeforces statements write display formulas, often
 * alone on their line) is display math, as it is in those judges; `$…$` stays inline. The math
 * extension reads both as text math, so its HTML for text math is replaced here (decision 17).
 */
function textMathHtml(): HtmlExtension {
  const base = mathHtml(KATEX_OPTIONS);
  const display: boolean[] = [];
  return {
    enter: {
      ...base.enter,
      mathText(this: CompileContext, token: Token) {
        const isDisplay = this.sliceSerialize(token).startsWith('$$');
        display.push(isDisplay);
        this.tag(isDisplay ? '<span class="math math-display">' : '<span class="math math-inline">');
        this.buffer();
      },
    },
    exit: {
      ...base.exit,
      mathText(this: CompileContext) {
        const value = this.resume();
        this.tag(katex.renderToString(value, { ...KATEX_OPTIONS, displayMode: display.pop() ?? false }));
        this.tag('</span>');
      },
    },
  };
}

/**
 * What inline text turns off (decision 44): the block constructs of Markdown and of its GFM and math
 * extensions, so an exam choice reading `+`, `*` or `- 1` is that text and not a list item; and raw
 * HTML, so a choice reading `<iostream>` is shown rather than dropped as an unknown tag.
 */
const NOT_INLINE = ['blockQuote', 'codeFenced', 'codeIndented', 'definition', 'headingAtx', 'htmlFlow', 'htmlText', 'list', 'setextUnderline', 'thematicBreak', 'table', 'mathFlow', 'gfmFootnoteDefinition'];

export interface MarkdownOptions {
  /**
   * Inline text (an exam choice): emphasis, code, links and math only, no block syntax and no raw
   * HTML (it shows as written); paragraphs are joined by line breaks, with no block element around.
   */
  inline?: boolean;
}

/**
 * Markdown (GFM, with $…$ and $$…$$ math through KaTeX) to HTML that is safe to insert: authors
 * may write raw HTML, and DOMPurify removes scripts, event handlers and other active content.
 */
export function renderMarkdown(source: string | null | undefined, options: MarkdownOptions = {}): string {
  if (!source) return '';
  hookLinks();
  let html = micromark(source, {
    allowDangerousHtml: true,
    extensions: [gfm(), math(), ...(options.inline ? [{ disable: { null: NOT_INLINE } }] : [])],
    htmlExtensions: [gfmHtml(), textMathHtml()],
  });
  // With the block constructs off, micromark's only blocks are the paragraphs it wraps the text in.
  if (options.inline) html = html.trim().replace(/^<p>/, '').replace(/<\/p>$/, '').replaceAll('</p>\n<p>', '<br>');
  return DOMPurify.sanitize(html, { ADD_ATTR: ['target'], FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'] });
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/**
 * The words of some Markdown as one line of plain text, for a preview (a message's comment or
 * reply): syntax is dropped (`**a**` reads a, `[site](url)` reads site, an image reads its alt text,
 * code its code, math as written) and blocks are joined by spaces. The result is text for React to
 * escape, never HTML.
 */
export function markdownPreviewText(source: string | null | undefined): string {
  if (!source) return '';
  const html = micromark(source, { allowDangerousHtml: true, extensions: [gfm()], htmlExtensions: [gfmHtml()] });
  return html
    .replace(/<img\b[^>]*\balt="([^"]*)"[^>]*>/gi, ' $1 ')
    .replace(/<br\s*\/?>|<\/(?:p|li|h[1-6]|pre|blockquote|tr|td|th|div)>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}
