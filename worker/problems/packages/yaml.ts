/**
 * The YAML that Hydro problem packages use (problem.yaml, testdata/config.yaml): block mappings and
 * sequences by indentation, flow [lists] and {maps}, quoted and plain scalars, `|` and `>` blocks,
 * comments. Anchors, tags and multi-document streams are refused as not part of that format.
 */
export class YamlError extends Error {}

export type YamlValue = string | number | boolean | null | YamlValue[] | { [key: string]: YamlValue };

interface Line {
  indent: number;
  text: string;
  number: number;
}

function stripComment(text: string): string {
  let quote: string | null = null;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quote) {
      if (c === quote) quote = null;
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '#' && (i === 0 || /\s/.test(text[i - 1]!))) return text.slice(0, i).trimEnd();
  }
  return text.trimEnd();
}

function scalar(raw: string, line: number): YamlValue {
  const text = raw.trim();
  if (text === '' || text === '~' || text === 'null' || text === 'Null' || text === 'NULL') return null;
  if (/^(true|True|TRUE)$/.test(text)) return true;
  if (/^(false|False|FALSE)$/.test(text)) return false;
  if (/^[-+]?\d+$/.test(text)) return Number(text);
  if (/^[-+]?(\d+\.\d*|\.\d+|\d+)([eE][-+]?\d+)?$/.test(text)) return Number(text);
  if (text.startsWith('"')) {
    if (!text.endsWith('"') || text.length < 2) throw new YamlError(`line ${line}: unterminated string`);
    try {
      return JSON.parse(text) as string;
    } catch {
      return text.slice(1, -1);
    }
  }
  if (text.startsWith("'")) {
    if (!text.endsWith("'") || text.length < 2) throw new YamlError(`line ${line}: unterminated string`);
    return text.slice(1, -1).replace(/''/g, "'");
  }
  if (text.startsWith('[') || text.startsWith('{')) return flow(text, line);
  if (/^[&*!]/.test(text)) throw new YamlError(`line ${line}: anchors, aliases and tags are not supported`);
  return text;
}

/** A flow collection: [a, b, {c: d}] or {a: 1, b: [x]}. */
function flow(text: string, line: number): YamlValue {
  let at = 0;
  const fail = (): never => {
    throw new YamlError(`line ${line}: malformed flow collection`);
  };
  const skip = () => {
    while (at < text.length && /\s/.test(text[at]!)) at++;
  };
  const item = (stops: string): YamlValue => {
    skip();
    const c = text[at];
    if (c === '[' || c === '{') return collection();
    if (c === '"' || c === "'") {
      const start = at++;
      while (at < text.length && text[at] !== c) at += text[at] === '\\' && c === '"' ? 2 : 1;
      if (at >= text.length) fail();
      at++;
      return scalar(text.slice(start, at), line);
    }
    const start = at;
    while (at < text.length && !stops.includes(text[at]!)) at++;
    return scalar(text.slice(start, at), line);
  };
  const collection = (): YamlValue => {
    const open = text[at++];
    const close = open === '[' ? ']' : '}';
    const list: YamlValue[] = [];
    const map: Record<string, YamlValue> = {};
    skip();
    if (text[at] === close) {
      at++;
      return open === '[' ? list : map;
    }
    for (;;) {
      if (open === '[') list.push(item(',]'));
      else {
        const key = item(':,}');
        skip();
        if (text[at] !== ':') fail();
        at++;
        map[String(key)] = item(',}');
      }
      skip();
      if (text[at] === ',') {
        at++;
        continue;
      }
      if (text[at] === close) {
        at++;
        return open === '[' ? list : map;
      }
      fail();
    }
  };
  const value = collection();
  skip();
  if (at !== text.length) fail();
  return value;
}

/** The index of the `key: ` separator outside quotes, or -1. */
function keySeparator(text: string): number {
  let quote: string | null = null;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quote) {
      if (c === quote) quote = null;
    } else if ((c === '"' || c === "'") && i === 0) quote = c;
    else if (c === ':' && (i + 1 === text.length || text[i + 1] === ' ')) return i;
    else if (c === '[' || c === '{') return -1;
  }
  return -1;
}

export function parseYaml(source: string): YamlValue {
  const lines: Line[] = [];
  source
    .replace(/^\ufeff/, '')
    .split(/\r?\n/)
    .forEach((raw, i) => {
      if (raw.includes('\t') && /^\s*\t/.test(raw)) throw new YamlError(`line ${i + 1}: tabs cannot indent YAML`);
      lines.push({ indent: raw.length - raw.trimStart().length, text: raw.trimStart(), number: i + 1 });
    });
  let at = 0;

  const meaningful = () => {
    while (at < lines.length) {
      const line = lines[at]!;
      const text = stripComment(line.text);
      if (text === '---' && at === 0) {
        at++;
        continue;
      }
      if (text === '---' || text === '...') throw new YamlError(`line ${line.number}: more than one document`);
      if (text !== '') return { ...line, text };
      at++;
    }
    return null;
  };

  /** `|` or `>` block scalar: the following lines indented deeper than `parent`. */
  const block = (style: string, parent: number): string => {
    const body: string[] = [];
    let indent = -1;
    while (at < lines.length) {
      const line = lines[at]!;
      if (line.text === '') {
        body.push('');
        at++;
        continue;
      }
      if (line.indent <= parent) break;
      if (indent < 0) indent = line.indent;
      body.push(' '.repeat(Math.max(0, line.indent - indent)) + line.text);
      at++;
    }
    while (body.length > 0 && body[body.length - 1] === '') body.pop();
    const keep = style.includes('+');
    const strip = style.includes('-');
    const text = style.startsWith('>') ? body.join('\n').replace(/([^\n])\n(?!\n| )/g, '$1 ') : body.join('\n');
    return strip ? text : keep ? `${text}\n` : `${text}\n`;
  };

  const valueAfter = (rest: string, indent: number, lineNumber: number): YamlValue => {
    if (/^[|>][-+]?$/.test(rest)) return block(rest, indent);
    if (rest !== '') return scalar(rest, lineNumber);
    const next = meaningful();
    if (!next || next.indent < indent || (next.indent === indent && !next.text.startsWith('- '))) return null;
    if (next.indent === indent && next.text.startsWith('- ')) return node(indent);
    return node(next.indent);
  };

  const node = (indent: number): YamlValue => {
    const first = meaningful();
    if (!first) return null;
    if (first.text === '-' || first.text.startsWith('- ')) {
      const list: YamlValue[] = [];
      for (;;) {
        const line = meaningful();
        if (!line || line.indent !== indent || !(line.text === '-' || line.text.startsWith('- '))) break;
        const rest = line.text.slice(1).trimStart();
        const inner = line.indent + (line.text.length - rest.length);
        if (rest === '') {
          at++;
          list.push(valueAfter('', indent + 1, line.number));
        } else if (keySeparator(rest) >= 0 && !rest.startsWith('[') && !rest.startsWith('{')) {
          lines[at] = { indent: inner, text: rest, number: line.number };
          list.push(node(inner));
        } else {
          at++;
          list.push(/^[|>][-+]?$/.test(rest) ? block(rest, indent) : scalar(rest, line.number));
        }
      }
      return list;
    }
    if (keySeparator(first.text) < 0) {
      at++;
      return scalar(first.text, first.number);
    }
    const map: Record<string, YamlValue> = {};
    for (;;) {
      const line = meaningful();
      if (!line || line.indent !== indent) break;
      const split = keySeparator(line.text);
      if (split < 0) throw new YamlError(`line ${line.number}: expected "key: value"`);
      const rawKey = line.text.slice(0, split).trim();
      const key = String(scalar(rawKey, line.number));
      at++;
      map[key] = valueAfter(line.text.slice(split + 1).trim(), indent, line.number);
    }
    const stray = meaningful();
    if (stray && stray.indent > indent) throw new YamlError(`line ${stray.number}: unexpected indentation`);
    return map;
  };

  const start = meaningful();
  if (!start) return null;
  const value = node(start.indent);
  const rest = meaningful();
  if (rest) throw new YamlError(`line ${rest.number}: unexpected content`);
  return value;
}
