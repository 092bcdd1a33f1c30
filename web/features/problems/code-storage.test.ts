import { describe, expect, it } from 'vitest';
import { defaultEditorSettings } from '../../components/code-editor/editor-options';
import { codeStorageKey, loadLastSettings, loadStoredCode, saveStoredCode } from './code-storage';

function memoryStorage() {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), removeItem: (k: string) => void map.delete(k), map };
}

describe('code storage', () => {
  const settings = defaultEditorSettings(false);

  it('keys by contest or NoContest and problem', () => {
    expect(codeStorageKey('P1000')).toBe('hoj-problem-code:NoContest:P1000');
    expect(codeStorageKey('A', 12)).toBe('hoj-problem-code:12:A');
  });

  it('restores what was saved, and the settings become the default for new problems', () => {
    const storage = memoryStorage();
    const entry = { code: 'int main(){}', language: 'C++', settings: { theme: 'dracula' as const, fontSize: 16, tabSize: 2 } };
    saveStoredCode(storage, codeStorageKey('P1'), entry);
    expect(loadStoredCode(storage, codeStorageKey('P1'), settings)).toEqual(entry);
    expect(loadStoredCode(storage, codeStorageKey('P2'), settings)).toBeNull();
    expect(loadLastSettings(storage, settings)).toEqual(entry.settings);
  });

  it('ignores broken entries', () => {
    const storage = memoryStorage();
    storage.setItem(codeStorageKey('P1'), '{not json');
    storage.setItem(codeStorageKey('P2'), JSON.stringify({ code: 1 }));
    expect(loadStoredCode(storage, codeStorageKey('P1'), settings)).toBeNull();
    expect(loadStoredCode(storage, codeStorageKey('P2'), settings)).toBeNull();
  });
});
