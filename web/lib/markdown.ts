import DOMPurify from 'isomorphic-dompurify';
import { micromark } from 'micromark';
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

/**
 * Markdown (GFM, with $…$ and $$…$$ math through KaTeX) to HTML that is safe to insert: authors
 * may write raw HTML, and DOMPurify removes scripts, event handlers and other active content.
 */
export function renderMarkdown(source: string | null | undefined): string {
  if (!source) return '';
  hookLinks();
  const html = micromark(source, {
    allowDangerousHtml: true,
    extensions: [gfm(), math()],
    htmlExtensions: [gfmHtml(), mathHtml({ throwOnError: false, output: 'htmlAndMathml' })],
  });
  return DOMPurify.sanitize(html, { ADD_ATTR: ['target'], FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'] });
}
