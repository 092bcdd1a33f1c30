/** Editor themes of part 1 §9, each drawn by a Monaco theme of the same name (monaco-themes.ts). */
export const EDITOR_THEMES = ['monokai', 'solarized', 'material', 'idea', 'eclipse', 'base16-dark', 'cobalt', 'dracula'] as const;
export type EditorTheme = (typeof EDITOR_THEMES)[number];

export const EDITOR_FONT_SIZES = [12, 13, 14, 15, 16, 17, 18, 19, 20] as const;
export const EDITOR_TAB_SIZES = [2, 4, 8] as const;

/** Part 1 §9: 550 px in general, 636 px on the problem page. */
export const EDITOR_HEIGHT = 550;
export const PROBLEM_EDITOR_HEIGHT = 636;

export interface EditorSettings {
  theme: EditorTheme;
  fontSize: number;
  tabSize: number;
}

/** The themes drawn on a dark background (the others are light). */
export const DARK_EDITOR_THEMES: ReadonlySet<EditorTheme> = new Set<EditorTheme>(['monokai', 'material', 'base16-dark', 'cobalt', 'dracula']);

export function defaultEditorSettings(dark: boolean): EditorSettings {
  return { theme: dark ? 'monokai' : 'solarized', fontSize: 14, tabSize: 4 };
}

/** The themes that fit the site's colour scheme: the ones the settings offer in it. */
export function editorThemesFor(dark: boolean): EditorTheme[] {
  return EDITOR_THEMES.filter((theme) => DARK_EDITOR_THEMES.has(theme) === dark);
}

/**
 * The theme an editor draws with: the site's light/dark scheme decides (also when it is switched
 * while the editor is open); the chosen theme is kept when it is of that kind, and otherwise the
 * scheme's default stands in for it (decision 17).
 */
export function effectiveEditorTheme(chosen: EditorTheme, dark: boolean): EditorTheme {
  return DARK_EDITOR_THEMES.has(chosen) === dark ? chosen : defaultEditorSettings(dark).theme;
}

/** Keeps only values the settings offer, so a hand-edited or old storage entry cannot break the editor. */
export function sanitizeEditorSettings(value: unknown, fallback: EditorSettings): EditorSettings {
  const raw = (value && typeof value === 'object' ? value : {}) as Partial<Record<keyof EditorSettings, unknown>>;
  return {
    theme: EDITOR_THEMES.includes(raw.theme as EditorTheme) ? (raw.theme as EditorTheme) : fallback.theme,
    fontSize: (EDITOR_FONT_SIZES as readonly number[]).includes(raw.fontSize as number) ? (raw.fontSize as number) : fallback.fontSize,
    tabSize: (EDITOR_TAB_SIZES as readonly number[]).includes(raw.tabSize as number) ? (raw.tabSize as number) : fallback.tabSize,
  };
}

/** Monaco's language id for a judge language (by its editor content type, then by its name). */
export function monacoLanguageOf(language: string | null | undefined, contentType?: string | null): string {
  const byType: Record<string, string> = {
    'text/x-csrc': 'c',
    'text/x-c++src': 'cpp',
    'text/x-java': 'java',
    'text/x-python': 'python',
    'text/x-go': 'go',
    'text/javascript': 'javascript',
    'text/x-rustsrc': 'rust',
    'text/x-csharp': 'csharp',
    'text/x-pascal': 'pascal',
    'text/x-php': 'php',
    'text/x-ruby': 'ruby',
    'text/x-kotlin': 'kotlin',
    'text/x-scala': 'scala',
    'text/x-swift': 'swift',
    'text/x-sh': 'shell',
  };
  if (contentType && byType[contentType]) return byType[contentType];
  const name = (language ?? '').toLowerCase();
  const byName: [RegExp, string][] = [
    [/^(c\+\+|cpp|g\+\+|clang\+\+)/, 'cpp'],
    [/^(c|gcc|clang)(\s|$|\d)/, 'c'],
    [/^java(\s|$|\d)/, 'java'],
    [/^(python|pypy)/, 'python'],
    [/^(go|golang)/, 'go'],
    [/^(javascript|node|js)/, 'javascript'],
    [/^typescript/, 'typescript'],
    [/^rust/, 'rust'],
    [/^(c#|csharp)/, 'csharp'],
    [/^(pascal|fpc)/, 'pascal'],
    [/^php/, 'php'],
    [/^ruby/, 'ruby'],
    [/^kotlin/, 'kotlin'],
    [/^scala/, 'scala'],
    [/^swift/, 'swift'],
    [/^(bash|shell|sh)/, 'shell'],
    [/^lua/, 'lua'],
    [/^perl/, 'perl'],
    [/^haskell/, 'plaintext'],
  ];
  return byName.find(([pattern]) => pattern.test(name))?.[1] ?? 'plaintext';
}

/** Short names a Markdown fence may use (mostly file extensions) for the languages monacoLanguageOf knows. */
const FENCE_ALIASES: Record<string, string> = { cc: 'cpp', cxx: 'cpp', hpp: 'cpp', h: 'c', py: 'python', py3: 'python', rs: 'rust', rb: 'ruby', kt: 'kotlin', cs: 'csharp', ts: 'typescript', mjs: 'javascript', pas: 'pascal', pl: 'perl', zsh: 'shell' };

/**
 * Monaco's language for a code block's fence (```cpp, ```py, ```C++), or null for none it colours,
 * so a block without a language, or in one the site has no grammar for, stays plain text.
 */
export function fenceLanguage(fence: string | null | undefined): string | null {
  const name = (fence ?? '').trim().toLowerCase();
  if (!name) return null;
  const language = monacoLanguageOf(FENCE_ALIASES[name] ?? name);
  return language === 'plaintext' ? null : language;
}

/** File extensions an uploaded source file may have, for the file picker. */
export const SOURCE_FILE_ACCEPT = '.c,.cc,.cpp,.cxx,.h,.hpp,.java,.py,.go,.js,.mjs,.ts,.rs,.cs,.pas,.php,.rb,.kt,.scala,.swift,.sh,.lua,.pl,.hs,.txt';
