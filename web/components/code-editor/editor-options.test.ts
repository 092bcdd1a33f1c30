import { describe, expect, it } from 'vitest';
import { DARK_EDITOR_THEMES, defaultEditorSettings, EDITOR_THEMES, editorThemesFor, effectiveEditorTheme, fenceLanguage, monacoLanguageOf, sanitizeEditorSettings } from './editor-options';
import { paletteIsDark } from './monaco-themes';

describe('the editor theme follows the site colour scheme', () => {
  it('draws dark in dark mode and light in light mode, whatever theme was stored', () => {
    for (const theme of EDITOR_THEMES) {
      expect(paletteIsDark(effectiveEditorTheme(theme, true)), `${theme} in dark mode`).toBe(true);
      expect(paletteIsDark(effectiveEditorTheme(theme, false)), `${theme} in light mode`).toBe(false);
    }
  });

  it('keeps a chosen theme of the right kind and offers only those', () => {
    expect(effectiveEditorTheme('dracula', true)).toBe('dracula');
    expect(effectiveEditorTheme('idea', false)).toBe('idea');
    expect(effectiveEditorTheme('solarized', true)).toBe(defaultEditorSettings(true).theme);
    expect(editorThemesFor(true).every((theme) => paletteIsDark(theme))).toBe(true);
    expect(editorThemesFor(false).some((theme) => paletteIsDark(theme))).toBe(false);
    expect(editorThemesFor(true).length + editorThemesFor(false).length).toBe(EDITOR_THEMES.length);
    expect([...DARK_EDITOR_THEMES].sort()).toEqual(EDITOR_THEMES.filter(paletteIsDark).sort());
  });
});

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

describe('fenceLanguage', () => {
  it('reads the languages a code fence names, by name or by file extension', () => {
    expect(fenceLanguage('cpp')).toBe('cpp');
    expect(fenceLanguage('C++')).toBe('cpp');
    expect(fenceLanguage('c')).toBe('c');
    expect(fenceLanguage('py')).toBe('python');
    expect(fenceLanguage('python3')).toBe('python');
    expect(fenceLanguage('java')).toBe('java');
    expect(fenceLanguage('rs')).toBe('rust');
    expect(fenceLanguage('bash')).toBe('shell');
  });

  it('leaves a block without a language, or with one it has no grammar for, plain', () => {
    expect(fenceLanguage('')).toBeNull();
    expect(fenceLanguage(undefined)).toBeNull();
    expect(fenceLanguage('text')).toBeNull();
    expect(fenceLanguage('haskell')).toBeNull();
  });
});
