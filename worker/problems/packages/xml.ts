/**
 * The XML of FPS (Free Problem Set) files: elements, attributes, text, CDATA, comments, the
 * predefined and numeric entities. A DOCTYPE is skipped and never expanded, so entity bombs and
 * external entities cannot happen. The Workers runtime has no DOMParser, hence this small reader.
 */
export class XmlError extends Error {}

export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: (XmlElement | string)[];
}

const NAMED: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-fA-F]+|#\d+|[A-Za-z]+);/g, (whole, body: string) => {
    if (body.startsWith('#x')) return safeCodePoint(parseInt(body.slice(2), 16), whole);
    if (body.startsWith('#')) return safeCodePoint(parseInt(body.slice(1), 10), whole);
    return NAMED[body] ?? whole;
  });
}

function safeCodePoint(code: number, fallback: string): string {
  return Number.isInteger(code) && code >= 0 && code <= 0x10ffff ? String.fromCodePoint(code) : fallback;
}

const NAME = /^[A-Za-z_:][\w.:-]*/;

export function parseXml(source: string): XmlElement {
  const text = source.replace(/^\ufeff/, '');
  let at = 0;
  const root: XmlElement = { name: '#document', attributes: {}, children: [] };
  const stack: XmlElement[] = [root];
  const fail = (why: string): never => {
    throw new XmlError(`XML: ${why} near character ${at}`);
  };
  while (at < text.length) {
    const lt = text.indexOf('<', at);
    const top = stack[stack.length - 1]!;
    if (lt < 0) {
      if (text.slice(at).trim() !== '') top.children.push(decodeEntities(text.slice(at)));
      break;
    }
    if (lt > at) top.children.push(decodeEntities(text.slice(at, lt)));
    at = lt;
    if (text.startsWith('<!--', at)) {
      const end = text.indexOf('-->', at + 4);
      if (end < 0) fail('unterminated comment');
      at = end + 3;
    } else if (text.startsWith('<![CDATA[', at)) {
      const end = text.indexOf(']]>', at + 9);
      if (end < 0) fail('unterminated CDATA');
      top.children.push(text.slice(at + 9, end));
      at = end + 3;
    } else if (text.startsWith('<?', at)) {
      const end = text.indexOf('?>', at + 2);
      if (end < 0) fail('unterminated processing instruction');
      at = end + 2;
    } else if (text.startsWith('<!', at)) {
      // A DOCTYPE, possibly with an internal subset in brackets; skipped whole.
      let depth = 0;
      let i = at + 2;
      for (; i < text.length; i++) {
        if (text[i] === '[') depth++;
        else if (text[i] === ']') depth--;
        else if (text[i] === '>' && depth <= 0) break;
      }
      if (i >= text.length) fail('unterminated declaration');
      at = i + 1;
    } else if (text.startsWith('</', at)) {
      const match = NAME.exec(text.slice(at + 2));
      if (!match) fail('bad closing tag');
      const name = match![0];
      const end = text.indexOf('>', at);
      if (end < 0) fail('unterminated closing tag');
      if (stack.length < 2 || top.name !== name) fail(`</${name}> does not close <${top.name}>`);
      stack.pop();
      at = end + 1;
    } else {
      const match = NAME.exec(text.slice(at + 1));
      if (!match) fail('bad tag');
      const element: XmlElement = { name: match![0], attributes: {}, children: [] };
      at += 1 + element.name.length;
      for (;;) {
        while (at < text.length && /\s/.test(text[at]!)) at++;
        if (text.startsWith('/>', at)) {
          top.children.push(element);
          at += 2;
          break;
        }
        if (text[at] === '>') {
          top.children.push(element);
          stack.push(element);
          at += 1;
          break;
        }
        const attribute = /^([A-Za-z_:][\w.:-]*)\s*=\s*("([^"]*)"|'([^']*)')/.exec(text.slice(at));
        if (!attribute) fail(`bad attribute in <${element.name}>`);
        element.attributes[attribute![1]!] = decodeEntities(attribute![3] ?? attribute![4] ?? '');
        at += attribute![0].length;
      }
    }
  }
  if (stack.length > 1) fail(`<${stack[stack.length - 1]!.name}> is never closed`);
  const elements = root.children.filter((c): c is XmlElement => typeof c !== 'string');
  if (elements.length !== 1) throw new XmlError('XML: the document must have exactly one root element');
  return elements[0]!;
}

export function childElements(element: XmlElement, name?: string): XmlElement[] {
  return element.children.filter((c): c is XmlElement => typeof c !== 'string' && (name === undefined || c.name === name));
}

/** The element's text with its children's text, in document order. */
export function textOf(element: XmlElement | undefined): string {
  if (!element) return '';
  return element.children.map((c) => (typeof c === 'string' ? c : textOf(c))).join('');
}
