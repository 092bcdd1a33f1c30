import type { I18n } from '@lingui/core';

type Catalog = Pick<I18n, '_' | 'messages'>;

interface Template {
  id: string;
  pattern: RegExp;
  names: string[];
}

const PLACE = /\{(\w+)\}/g;

/**
 * The catalog's server templates: every id with `{name}` places (decision 45; the web app's own ids
 * never hold one) as a pattern that finds the values again in a filled message.
 */
function templatesOf(messages: I18n['messages']): Template[] {
  const templates: Template[] = [];
  for (const id of Object.keys(messages)) {
    const names = [...id.matchAll(PLACE)].map((m) => m[1]!);
    if (names.length === 0) continue;
    const source = id
      .split(PLACE)
      .map((part, i) => (i % 2 === 1 ? '([\\s\\S]+?)' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('');
    templates.push({ id, pattern: new RegExp(`^${source}$`), names });
  }
  return templates;
}

const cache = new WeakMap<object, Template[]>();

function templates(messages: I18n['messages']): Template[] {
  let found = cache.get(messages);
  if (!found) {
    found = templatesOf(messages);
    cache.set(messages, found);
  }
  return found;
}

/**
 * A server `msg` (or a notification's text) in the user's language: the catalog translates the ids
 * and sentences it knows, and a message the Worker filled from a template through the template,
 * its values translated too when they are messages themselves. Anything else (a message added
 * later, a user's own text) is shown as the server wrote it.
 */
export function translateServerMessage(i18n: Catalog, msg: string): string {
  if (Object.prototype.hasOwnProperty.call(i18n.messages, msg)) return i18n._(msg);
  return fromTemplate(i18n, msg) ?? msg;
}

/**
 * A filled template's translation, or null. A value is translated only when it is a filled template
 * itself (a YAML error inside an import error): never by a plain id, so a username or a title that
 * happens to equal a catalog id stays as written.
 */
function fromTemplate(i18n: Catalog, msg: string): string | null {
  for (const { id, pattern, names } of templates(i18n.messages)) {
    const match = pattern.exec(msg);
    if (!match) continue;
    const values: Record<string, string> = {};
    names.forEach((name, i) => {
      const value = match[i + 1]!;
      values[name] = fromTemplate(i18n, value) ?? value;
    });
    return i18n._(id, values);
  }
  return null;
}
