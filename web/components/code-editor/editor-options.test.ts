import { describe, expect, it } from 'vitest';
import { defaultEditorSettings, monacoLanguageOf, sanitizeEditorSettings } from './editor-options';

describe('monacoLanguageOf', () => {
  it('maps the judge languages by content type first', () => {
    expect(monacoLanguageOf('C++ 17', 'text/x-c++src')).toBe('cpp');
    expect(monacoLanguageOf('C', 'text/x-csrc')).toBe('c');
    expect(monacoLanguageOf('Python3', 'text/x-python')).toBe('python');
  });

  it('falls back to the language name', () => {
    expect(monacoLanguageOf('C++')).toBe('cpp');
    expect(monacoLanguageOf('C')).toBe('c');
    expect(monacoLanguageOf('C With O2')).toBe('c');
    expect(monacoLanguageOf('Java')).toBe('java');
    expect(monacoLanguageOf('Python2')).toBe('python');
    expect(monacoLanguageOf('Golang')).toBe('go');
    expect(monacoLanguageOf('JavaScript Node')).toBe('javascript');
    expect(monacoLanguageOf('C#')).toBe('csharp');
    expect(monacoLanguageOf('Whitespace')).toBe('plaintext');
  });
});

describe('sanitizeEditorSettings', () => {
  it('keeps offered values and replaces anything else', () => {
    const fallback = defaultEditorSettings(false);
    expect(sanitizeEditorSettings({ theme: 'dracula', fontSize: 18, tabSize: 8 }, fallback)).toEqual({ theme: 'dracula', fontSize: 18, tabSize: 8 });
    expect(sanitizeEditorSettings({ theme: 'neon', fontSize: 40, tabSize: 3 }, fallback)).toEqual(fallback);
    expect(sanitizeEditorSettings('garbage', fallback)).toEqual(fallback);
  });
});
