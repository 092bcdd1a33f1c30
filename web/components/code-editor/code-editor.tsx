import { Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { EditorSettings } from './editor-options';

export interface CodeEditorProps {
  /**
   * The code. The editor owns its text while the user types (echoing every keystroke back would
   * let a late render undo newer keystrokes); a change made elsewhere is applied when `revision` changes.
   */
  value: string;
  /** bump to replace the editor's text with `value` (reset, template, uploaded file) */
  revision?: number;
  onChange?: (value: string) => void;
  /** Monaco's language id (see monacoLanguageOf) */
  language: string;
  settings: EditorSettings;
  height: number | string;
  readOnly?: boolean;
  testId?: string;
  /** Ctrl/Cmd+Enter inside the editor */
  onSubmitShortcut?: () => void;
}

const loadMonacoEditor = () => import('./monaco-editor');
const MonacoEditor = lazy(loadMonacoEditor);

/** Fetches the editor chunk ahead of need, e.g. when a page that shows it starts loading. */
export function preloadCodeEditor(): void {
  void loadMonacoEditor().catch(() => undefined);
}

/** Monaco, loaded on first use: its chunk (and its worker) stay out of the first page. */
export function CodeEditor(props: CodeEditorProps) {
  return (
    <Suspense fallback={<Skeleton height={props.height} radius={0} data-testid="code-editor-loading" />}>
      <MonacoEditor {...props} />
    </Suspense>
  );
}
