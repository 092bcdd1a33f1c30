import type { editor } from 'monaco-editor/editor/editor.api';
import type { EditorTheme } from './editor-options';

interface Palette {
  dark: boolean;
  background: string;
  foreground: string;
  lineHighlight: string;
  selection: string;
  comment: string;
  string: string;
  keyword: string;
  number: string;
  type: string;
  fn: string;
  /** keywords in bold, as the IDE themes draw them */
  boldKeywords?: boolean;
}

/** Colours of the eight themes named by the spec, after the CodeMirror themes of the same names. */
const PALETTES: Record<EditorTheme, Palette> = {
  monokai: { dark: true, background: '#272822', foreground: '#F8F8F2', lineHighlight: '#3E3D32', selection: '#49483E', comment: '#75715E', string: '#E6DB74', keyword: '#F92672', number: '#AE81FF', type: '#66D9EF', fn: '#A6E22E' },
  solarized: { dark: false, background: '#FDF6E3', foreground: '#657B83', lineHighlight: '#EEE8D5', selection: '#E4DDC8', comment: '#93A1A1', string: '#2AA198', keyword: '#859900', number: '#D33682', type: '#B58900', fn: '#268BD2' },
  material: { dark: true, background: '#263238', foreground: '#EEFFFF', lineHighlight: '#2E3C43', selection: '#37474F', comment: '#546E7A', string: '#C3E88D', keyword: '#C792EA', number: '#F78C6C', type: '#FFCB6B', fn: '#82AAFF' },
  idea: { dark: false, background: '#FFFFFF', foreground: '#000000', lineHighlight: '#FFFAE3', selection: '#C6DDF7', comment: '#808080', string: '#008000', keyword: '#000080', number: '#0000FF', type: '#20999D', fn: '#00627A', boldKeywords: true },
  eclipse: { dark: false, background: '#FFFFFF', foreground: '#000000', lineHighlight: '#E8F2FE', selection: '#D7D4F0', comment: '#3F7F5F', string: '#2A00FF', keyword: '#7F0055', number: '#116644', type: '#0000C0', fn: '#000000', boldKeywords: true },
  'base16-dark': { dark: true, background: '#151515', foreground: '#E0E0E0', lineHighlight: '#202020', selection: '#303030', comment: '#8F5536', string: '#90A959', keyword: '#AA759F', number: '#D28445', type: '#F4BF75', fn: '#6A9FB5' },
  cobalt: { dark: true, background: '#002240', foreground: '#FFFFFF', lineHighlight: '#002D57', selection: '#B36539', comment: '#0088FF', string: '#3AD900', keyword: '#FFEE80', number: '#FF80E1', type: '#FF9D00', fn: '#FFDD00' },
  dracula: { dark: true, background: '#282A36', foreground: '#F8F8F2', lineHighlight: '#44475A', selection: '#44475A', comment: '#6272A4', string: '#F1FA8C', keyword: '#FF79C6', number: '#BD93F9', type: '#8BE9FD', fn: '#50FA7B' },
};

/** Whether a theme draws on a dark background, from its palette. */
export function paletteIsDark(theme: EditorTheme): boolean {
  return PALETTES[theme].dark;
}

const hex = (color: string) => color.slice(1);

function themeData(p: Palette): editor.IStandaloneThemeData {
  const keywordStyle = p.boldKeywords ? 'bold' : '';
  return {
    base: p.dark ? 'vs-dark' : 'vs',
    inherit: true,
    rules: [
      { token: '', foreground: hex(p.foreground), background: hex(p.background) },
      { token: 'comment', foreground: hex(p.comment), fontStyle: 'italic' },
      { token: 'string', foreground: hex(p.string) },
      { token: 'string.escape', foreground: hex(p.number) },
      { token: 'keyword', foreground: hex(p.keyword), fontStyle: keywordStyle },
      { token: 'keyword.directive', foreground: hex(p.keyword) },
      { token: 'number', foreground: hex(p.number) },
      { token: 'type', foreground: hex(p.type) },
      { token: 'type.identifier', foreground: hex(p.type) },
      { token: 'predefined', foreground: hex(p.fn) },
      { token: 'annotation', foreground: hex(p.fn) },
      { token: 'identifier', foreground: hex(p.foreground) },
      { token: 'delimiter', foreground: hex(p.foreground) },
      { token: 'operator', foreground: hex(p.keyword) },
    ],
    colors: {
      'editor.background': p.background,
      'editor.foreground': p.foreground,
      'editor.lineHighlightBackground': p.lineHighlight,
      'editor.selectionBackground': p.selection,
      'editorCursor.foreground': p.foreground,
      'editorLineNumber.foreground': p.comment,
      'editorGutter.background': p.background,
    },
  };
}

export function defineEditorThemes(define: (name: string, data: editor.IStandaloneThemeData) => void): void {
  for (const [name, palette] of Object.entries(PALETTES)) define(name, themeData(palette));
}
