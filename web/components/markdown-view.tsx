import 'katex/dist/katex.min.css';
import { Box, useComputedColorScheme, type BoxProps } from '@mantine/core';
import { useEffect, useMemo, useRef } from 'react';
import { renderMarkdown } from '../lib/markdown';
import classes from './markdown-view.module.css';

interface MarkdownViewProps extends BoxProps {
  source: string | null | undefined;
  testId?: string;
  /** inline text in a span (an exam choice): no block syntax, so `+`, `*` or `- 1` stay text */
  inline?: boolean;
  /**
   * colour fenced code blocks by their language (discussions and their comments); the highlighter
   * is fetched only when the text has a code block, so other pages do not load it
   */
  highlightCode?: boolean;
}

const FENCED_CODE = /<pre><code class="language-/;

/** User markdown (GFM + math), sanitised before it reaches the page. */
export function MarkdownView({ source, testId, inline = false, highlightCode = false, ...props }: MarkdownViewProps) {
  const html = useMemo(() => renderMarkdown(source, { inline }), [source, inline]);
  const dark = useComputedColorScheme('light') === 'dark';
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = ref.current;
    if (!highlightCode || !root || !FENCED_CODE.test(html)) return;
    void import('./code-editor/colorize-code').then(({ colorizeCodeBlocks }) => colorizeCodeBlocks(root, dark)).catch(() => undefined);
  }, [highlightCode, html, dark]);
  if (inline) return <Box component="span" className={classes.root} data-testid={testId} dangerouslySetInnerHTML={{ __html: html }} {...props} />;
  return <Box ref={ref} className={classes.root} data-testid={testId} dangerouslySetInnerHTML={{ __html: html }} {...props} />;
}
