import './monaco-languages';
import * as monaco from 'monaco-editor/editor/editor.api';
import { fenceLanguage } from './editor-options';

/**
 * Colours the fenced code blocks under `root` (```cpp … ```) with Monaco's tokenizer, the highlighter
 * the editor already ships, so a discussion's code reads as it does in the editor. This module is
 * loaded on demand (see MarkdownView's highlightCode), so Monaco stays out of pages without code.
 * Monaco writes escaped text inside its own spans; nothing of the block's text is read as HTML.
 */
/** Each block's own text, kept to colour it again when the page turns dark or light. */
const sources = new WeakMap<HTMLElement, string>();

export async function colorizeCodeBlocks(root: HTMLElement, dark: boolean): Promise<void> {
  const blocks = [...root.querySelectorAll<HTMLElement>('pre > code[class*="language-"]')];
  if (blocks.length === 0) return;
  // Token colours are global to Monaco; an open editor keeps its own theme, otherwise follow the page.
  if (!document.querySelector('.monaco-editor')) monaco.editor.setTheme(dark ? 'vs-dark' : 'vs');
  await Promise.all(
    blocks.map(async (code) => {
      const language = fenceLanguage(/(?:^|\s)language-(\S+)/.exec(code.className)?.[1]);
      if (!language) return;
      const text = sources.get(code) ?? code.textContent ?? '';
      sources.set(code, text);
      const html = await monaco.editor.colorize(text, language, { tabSize: 4 });
      if (!code.isConnected) return;
      // Monaco writes spaces as no-break spaces; inside <pre> plain ones keep the layout, and code
      // copied from the page then compiles.
      code.innerHTML = html.replace(/&nbsp;|\u00a0/g, ' ');
      code.dataset.highlighted = language;
    }),
  );
}
