import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../contract/constants';

/** A .po catalog as id → translation (enough of the format for Lingui's output: no plurals, no contexts). */
function parsePo(text: string): Map<string, string> {
  const entries = new Map<string, string>();
  const unquote = (line: string) => JSON.parse(line.trim()) as string;
  let id: string | null = null;
  let current: 'id' | 'str' | null = null;
  let msgid = '';
  let msgstr = '';
  const flush = () => {
    if (id !== null && id !== '') entries.set(id, msgstr);
    id = null;
    current = null;
  };
  for (const line of text.split('\n')) {
    if (line.startsWith('msgid ')) {
      flush();
      msgid = unquote(line.slice(6));
      msgstr = '';
      id = msgid;
      current = 'id';
    } else if (line.startsWith('msgstr ')) {
      msgstr = unquote(line.slice(7));
      current = 'str';
    } else if (line.startsWith('"') && current) {
      if (current === 'id') id = msgid += unquote(line);
      else msgstr += unquote(line);
    }
  }
  flush();
  return entries;
}

const catalogFiles = import.meta.glob<string>('../../locales/*/messages.po', { query: '?raw', import: 'default', eager: true });
const catalogs = new Map(Object.entries(catalogFiles).map(([path, text]) => [path.split('/').at(-2) ?? '', parsePo(text)]));

const sourceFiles = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.ts', '!../routeTree.gen.ts'], { query: '?raw', import: 'default', eager: true });

/** The server messages of the account area, which the client shows through the catalog. */
const serverFiles = import.meta.glob<string>(
  [
    '../../worker/app.ts',
    '../../worker/lib/{api-error,define-route,validation}.ts',
    '../../worker/lib/rate-limit.ts',
    '../../worker/routes/{accounts,config,files}.ts',
    '../../worker/accounts/*.ts',
    '../../worker/config/*.ts',
    '../../worker/problems/markdown-files.ts',
    '!../../worker/**/*.test.ts',
  ],
  { query: '?raw', import: 'default', eager: true },
);

function idsUsedInSource(): Set<string> {
  const ids = new Set<string>();
  const call = /(?:\b_|\bmsgId|\bproblem)\(\s*(['"])((?:\\.|(?!\1).)+)\1/g;
  const trans = /<Trans\s+id=(['"])(.+?)\1/g;
  for (const text of Object.values(sourceFiles)) {
    for (const match of text.matchAll(call)) ids.add(match[2]!.replace(/\\(.)/g, '$1'));
    for (const match of text.matchAll(trans)) ids.add(match[2]!);
  }
  return ids;
}

function serverMessages(): Set<string> {
  const messages = new Set<string>();
  const patterns = [
    /\b(?:badRequest|forbidden|unauthorized|tooManyRequests)\(\s*'([^']+)'/g,
    /new ApiError\(\s*\d+,\s*'([^']+)'/g,
    /\bok\(c,[^;]*?,\s*'([^']+)'\);/g,
    // reply(data, 'Message'): the message is the second argument and starts with a capital
    /\breply\([^;]*?,\s*'([A-Z][^']*)'\)/g,
    /\(msg = '([^']+)'\)/g,
    /envelope\(c,\s*5\d\d,\s*'([^']+)'/g,
  ];
  for (const text of Object.values(serverFiles)) {
    for (const pattern of patterns) for (const match of text.matchAll(pattern)) messages.add(match[1]!);
    const msgBlock = /export const MSG = \{([\s\S]*?)\} as const/.exec(text)?.[1];
    if (msgBlock) for (const match of msgBlock.matchAll(/:\s*'([^']+)'/g)) messages.add(match[1]!);
  }
  return messages;
}

const placeholders = (message: string) => [...message.matchAll(/\{(\w+)/g)].map((m) => m[1]).sort();

describe('message catalogs', () => {
  it('exist for every locale', () => {
    expect([...catalogs.keys()].sort()).toEqual([...LOCALES].sort());
  });

  it('have the same ids, all translated, with the same placeholders', () => {
    const [first, ...rest] = LOCALES.map((locale) => catalogs.get(locale) ?? new Map<string, string>());
    const ids = [...first!.keys()].sort();
    expect(ids.length).toBeGreaterThan(0);
    for (const other of rest) expect([...other.keys()].sort()).toEqual(ids);
    for (const [locale, catalog] of catalogs) {
      const untranslated = [...catalog].filter(([, text]) => text.trim() === '').map(([id]) => id);
      expect(untranslated, `untranslated in ${locale}`).toEqual([]);
    }
    const mismatched = ids.filter((id) => LOCALES.some((l) => JSON.stringify(placeholders(catalogs.get(l)!.get(id)!)) !== JSON.stringify(placeholders(first!.get(id)!))));
    expect(mismatched).toEqual([]);
  });

  it('hold every id the web app uses', () => {
    const used = idsUsedInSource();
    expect(used.size).toBeGreaterThan(50);
    for (const [locale, catalog] of catalogs) {
      expect([...used].filter((id) => !catalog.has(id)), `missing in ${locale}`).toEqual([]);
    }
  });

  it('translate the messages of the account API', () => {
    const messages = serverMessages();
    expect(messages.size).toBeGreaterThan(20);
    for (const [locale, catalog] of catalogs) {
      expect([...messages].filter((m) => !catalog.has(m)), `server messages missing in ${locale}`).toEqual([]);
    }
  });
});
