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

/**
 * Every Worker and contract source: the texts it answers (`msg`) or leaves as notifications reach
 * users, so each must be in the catalogs. Only the judge runner's protocol (worker/judging, the
 * judging routes) is left out: its answers go to the runner, never to a person.
 */
const serverFiles = import.meta.glob<string>(['../../worker/**/*.ts', '../../contract/**/*.ts', '!../../**/*.test.ts', '!../../worker/judging/**', '!../../worker/routes/judging.ts', '!../../worker/lib/openapi.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** A quoted, double-quoted or backquoted literal; a backquoted one's `${expression}` parts become `{}` (a placeholder). */
const LITERAL = String.raw`('(?:\\.|[^'\\])+'|"(?:\\.|[^"\\])+"|\`(?:\\.|\$\{[^}]*\}|[^\`\\])+\`)`;

function literalText(literal: string): string {
  const body = literal.slice(1, -1).replace(/\\(.)/g, '$1');
  return literal.startsWith('`') ? body.replace(/\$\{[^}]*\}/g, '{}') : body;
}

/**
 * The messages the Worker can answer or notify with, as written in its source: the message tables
 * (`*_MESSAGES`, `MSG`, `*_TEXT` objects), the refusal helpers' literal arguments, the success
 * messages of `reply`/`ok`, refusals returned by rules and the title and content of notifications.
 */
function serverMessages(): Map<string, string> {
  const found = new Map<string, string>();
  const patterns = [
    new RegExp(String.raw`\b(?:badRequest|forbidden|unauthorized|notFound|tooManyRequests)\(\s*${LITERAL}`, 'g'),
    new RegExp(String.raw`new ApiError\(\s*\d+,\s*${LITERAL}`, 'g'),
    // the errors of reading an uploaded archive, answered as they are
    new RegExp(String.raw`new (?:Package|Yaml|Xml|Zip)Error\(\s*${LITERAL}`, 'g'),
    new RegExp(String.raw`\bok\(c,[^;]*?,\s*${LITERAL}\);`, 'g'),
    // reply(data, 'Message'): the message is the second argument and starts with a capital
    new RegExp(String.raw`\breply\([^;]*?,\s*('[A-Z][^']*')\)`, 'g'),
    new RegExp(String.raw`\(msg = ${LITERAL}\)`, 'g'),
    new RegExp(String.raw`envelope\(c,\s*5\d\d,\s*${LITERAL}`, 'g'),
    new RegExp(String.raw`\b(?:refusal|msg): ${LITERAL}`, 'g'),
    new RegExp(String.raw`\b(?:title|content): ${LITERAL}`, 'g'),
  ];
  const table = /export const (?:\w+_(?:MESSAGES|TEXT)|MSG)\b[^=]*= \{([\s\S]*?)\n\}/g;
  for (const [path, text] of Object.entries(serverFiles)) {
    const where = path.replace('../../', '');
    for (const pattern of patterns) for (const match of text.matchAll(pattern)) found.set(literalText(match[1]!), where);
    for (const block of text.matchAll(table)) {
      for (const match of block[1]!.matchAll(new RegExp(String.raw`:\s*${LITERAL}`, 'g'))) found.set(literalText(match[1]!), where);
    }
  }
  return found;
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

  it('translate every message the Worker answers or notifies with', () => {
    const messages = serverMessages();
    expect(messages.size).toBeGreaterThan(300);
    // the extraction sees the tables, the refusals, the templates and the notifications
    for (const known of ['The contest password is wrong', 'The invitation code is wrong', 'Only the members of this group may do this', 'Your application to join a group was accepted', 'You are now a member of the group {}.', 'These users do not exist: {usernames}']) {
      expect(messages.has(known), known).toBe(true);
    }
    // A message with `${expression}` parts matches the catalog's template with `{name}` placeholders there.
    const shape = (id: string) => id.replace(/\{\w+\}/g, '{}');
    for (const [locale, catalog] of catalogs) {
      const known = new Set([...catalog.keys()].map(shape));
      const missing = [...messages].filter(([m]) => !known.has(shape(m))).map(([m, where]) => `${where}: ${m}`);
      expect(missing, `server messages missing in ${locale}`).toEqual([]);
    }
  });

  it('hold templates only with words besides their places, so a template never matches any text', () => {
    const bare = [...catalogs.get(LOCALES[0])!.keys()].filter((id) => /\{\w+\}/.test(id) && id.replace(/\{\w+\}/g, '').replace(/[^A-Za-z]/g, '').length < 3);
    expect(bare).toEqual([]);
  });
});
