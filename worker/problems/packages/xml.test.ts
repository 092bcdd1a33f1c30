import { describe, expect, it } from 'vitest';
import { childElements, parseXml, textOf, XmlError } from './xml';

describe('parseXml', () => {
  it('reads elements, attributes, CDATA and entities', () => {
    const root = parseXml('<?xml version="1.0"?>\n<!-- c --><fps version="1.2"><item><title><![CDATA[A < B]]></title><time_limit unit=\'s\'>1</time_limit><hint>x &amp;&lt;&#65;&#x42;</hint><img/></item></fps>');
    expect(root.name).toBe('fps');
    expect(root.attributes).toEqual({ version: '1.2' });
    const item = childElements(root, 'item')[0]!;
    expect(textOf(childElements(item, 'title')[0])).toBe('A < B');
    expect(childElements(item, 'time_limit')[0]!.attributes.unit).toBe('s');
    expect(textOf(childElements(item, 'hint')[0])).toBe('x &<AB');
    expect(childElements(item, 'img')).toHaveLength(1);
  });

  it('skips a DOCTYPE without expanding its entities, and refuses broken documents', () => {
    const root = parseXml('<!DOCTYPE fps [<!ENTITY bomb "boom">]><fps><t>&bomb;</t></fps>');
    expect(textOf(childElements(root, 't')[0])).toBe('&bomb;');
    expect(() => parseXml('<a><b></a>')).toThrow(XmlError);
    expect(() => parseXml('<a>')).toThrow(/never closed/);
    expect(() => parseXml('<a/><b/>')).toThrow(/exactly one root element/);
    expect(() => parseXml('<a x=1/>')).toThrow(/bad attribute/);
  });
});
