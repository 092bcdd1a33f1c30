import 'katex/dist/katex.min.css';
import { Box, type BoxProps } from '@mantine/core';
import { useMemo } from 'react';
import { renderMarkdown } from '../lib/markdown';
import classes from './markdown-view.module.css';

interface MarkdownViewProps extends BoxProps {
  source: string | null | undefined;
  testId?: string;
  /** inline text in a span (an exam choice): no block syntax, so `+`, `*` or `- 1` stay text */
  inline?: boolean;
}

/** User markdown (GFM + math), sanitised before it reaches the page. */
export function MarkdownView({ source, testId, inline = false, ...props }: MarkdownViewProps) {
  const html = useMemo(() => renderMarkdown(source, { inline }), [source, inline]);
  return <Box component={inline ? 'span' : 'div'} className={classes.root} data-testid={testId} dangerouslySetInnerHTML={{ __html: html }} {...props} />;
}
