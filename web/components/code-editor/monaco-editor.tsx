import { Skeleton, useComputedColorScheme } from '@mantine/core';
import Editor, { loader, type OnMount } from '@monaco-editor/react';
import 'monaco-editor/editor/contrib/bracketMatching/browser/bracketMatching';
import 'monaco-editor/editor/contrib/clipboard/browser/clipboard';
import 'monaco-editor/editor/contrib/comment/browser/comment';
import 'monaco-editor/editor/contrib/contextmenu/browser/contextmenu';
import 'monaco-editor/editor/contrib/cursorUndo/browser/cursorUndo';
import 'monaco-editor/editor/contrib/folding/browser/folding';
import 'monaco-editor/editor/contrib/indentation/browser/indentation';
import 'monaco-editor/editor/contrib/linesOperations/browser/linesOperations';
import 'monaco-editor/editor/contrib/multicursor/browser/multicursor';
import 'monaco-editor/editor/contrib/suggest/browser/suggestController';
import 'monaco-editor/editor/contrib/wordHighlighter/browser/wordHighlighter';
import 'monaco-editor/editor/contrib/wordOperations/browser/wordOperations';
import 'monaco-editor/features/find/register';
import './monaco-languages';
import * as monaco from 'monaco-editor/editor/editor.api';
import EditorWorker from 'monaco-editor/editor/editor.worker?worker';
import { useEffect, useRef } from 'react';
import { defineEditorThemes } from './monaco-themes';
import type { CodeEditorProps } from './code-editor';
import { effectiveEditorTheme } from './editor-options';

// Monaco comes from this bundle, not from a CDN (there may be no internet), and its one worker
// is a Vite worker chunk. Only the languages the judges offer are registered.
self.MonacoEnvironment = { getWorker: () => new EditorWorker() };
defineEditorThemes((name, data) => monaco.editor.defineTheme(name, data));
loader.config({ monaco });

export default function MonacoEditor({ value, revision = 0, onChange, language, settings, height, readOnly = false, testId, onSubmitShortcut }: CodeEditorProps) {
  const dark = useComputedColorScheme('light', { getInitialValueInEffect: false }) === 'dark';
  const editorRef = useRef<monaco.editor.IStandaloneCodeEditor | null>(null);
  const latestValue = useRef(value);
  latestValue.current = value;
  const submitShortcut = useRef(onSubmitShortcut);
  submitShortcut.current = onSubmitShortcut;

  // A change made outside the editor replaces its text as one undoable edit.
  useEffect(() => {
    const editor = editorRef.current;
    const model = editor?.getModel();
    if (!editor || !model || model.getValue() === latestValue.current) return;
    editor.pushUndoStop();
    editor.executeEdits('external', [{ range: model.getFullModelRange(), text: latestValue.current }]);
    editor.pushUndoStop();
  }, [revision]);
  // A read-only viewer simply shows what it is given.
  useEffect(() => {
    const model = editorRef.current?.getModel();
    if (readOnly && model && model.getValue() !== value) model.setValue(value);
  }, [readOnly, value]);

  const handleMount: OnMount = (editor) => {
    editorRef.current = editor;
    if (editor.getValue() !== latestValue.current) editor.setValue(latestValue.current);
    editor.addCommand(monaco.KeyMod.CtrlCmd | monaco.KeyCode.Enter, () => submitShortcut.current?.());
  };
  return (
    <div data-testid={testId} style={{ height }}>
      <Editor
        defaultValue={value}
        onChange={(next) => onChange?.(next ?? '')}
        language={language}
        theme={effectiveEditorTheme(settings.theme, dark)}
        height={height}
        onMount={handleMount}
        loading={<Skeleton height={height} radius={0} />}
        options={{
          fontSize: settings.fontSize,
          tabSize: settings.tabSize,
          insertSpaces: true,
          detectIndentation: false,
          readOnly,
          domReadOnly: readOnly,
          minimap: { enabled: false },
          scrollBeyondLastLine: false,
          automaticLayout: true,
          renderLineHighlight: readOnly ? 'none' : 'line',
          fontFamily: 'ui-monospace, "JetBrains Mono", "Cascadia Code", Menlo, Consolas, "Liberation Mono", monospace',
          fixedOverflowWidgets: true,
        }}
      />
    </div>
  );
}
