import 'katex/dist/katex.min.css';
import { Box, type BoxProps } from '@mantine/core';
import { useMemo } from 'react';
import { renderMarkdown } from '../lib/markdown';
import classes from './markdown-view.module.css';

/** User markdown (GFM + math), sanitised before it reaches the page. */
export function MarkdownView({ source, testId, ...props }: BoxProps & { source: string | null | undefined; testId?: string }) {
  const html = useMemo(() => renderMarkdown(source), [source]);
  return <Box className={classes.root} data-testid={testId} dangerouslySetInnerHTML={{ __html: html }} {...props} />;
}
