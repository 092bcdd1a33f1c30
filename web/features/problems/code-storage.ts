import type { KeyValueStorage } from '../../lib/session';
import { sanitizeEditorSettings, type EditorSettings } from '../../components/code-editor/editor-options';

/** What the problem page keeps per problem (part 1 §2): the code, its language and the editor settings. */
export interface StoredCode {
  code: string;
  language: string;
  settings: EditorSettings;
}

const PREFIX = 'hoj-problem-code';
/** The last settings chosen anywhere: a problem opened for the first time starts with them. */
const LAST_SETTINGS_KEY = 'hoj-editor-settings';

/** Keyed by contest (or NoContest) and problem, as the spec names it. */
export function codeStorageKey(problemId: string, contestId?: number | null): string {
  return `${PREFIX}:${contestId ? String(contestId) : 'NoContest'}:${problemId}`;
}

function readJson(storage: KeyValueStorage, key: string): unknown {
  try {
    const raw = storage.getItem(key);
    return raw ? (JSON.parse(raw) as unknown) : null;
  } catch {
    return null;
  }
}

export function loadStoredCode(storage: KeyValueStorage, key: string, fallbackSettings: EditorSettings): StoredCode | null {
  const raw = readJson(storage, key);
  if (!raw || typeof raw !== 'object') return null;
  const entry = raw as Partial<Record<keyof StoredCode, unknown>>;
  if (typeof entry.code !== 'string' || typeof entry.language !== 'string') return null;
  return { code: entry.code, language: entry.language, settings: sanitizeEditorSettings(entry.settings, fallbackSettings) };
}

export function saveStoredCode(storage: KeyValueStorage, key: string, entry: StoredCode): void {
  try {
    storage.setItem(key, JSON.stringify(entry));
    storage.setItem(LAST_SETTINGS_KEY, JSON.stringify(entry.settings));
  } catch {
    // A full or disabled storage only costs the draft; the page keeps working.
  }
}

export function loadLastSettings(storage: KeyValueStorage, fallback: EditorSettings): EditorSettings {
  return sanitizeEditorSettings(readJson(storage, LAST_SETTINGS_KEY), fallback);
}
