import { DEFAULT_LOCALE, LANGUAGE_COOKIE, LOCALES, type Locale } from '../../contract/constants';

/** The query parameter that picks the language for a visit (part 1 §1). */
export const LOCALE_QUERY_PARAM = 'l';
const COOKIE_MAX_AGE_SECONDS = 365 * 24 * 3600;

/** A supported locale for a tag such as `en-US`, `en_us` or `zh`; null when nothing fits. */
export function matchLocale(tag: string | null | undefined): Locale | null {
  const wanted = tag?.trim().toLowerCase().replace('_', '-');
  if (!wanted) return null;
  const exact = LOCALES.find((l) => l.toLowerCase() === wanted);
  if (exact) return exact;
  const language = wanted.split('-')[0];
  return LOCALES.find((l) => l.toLowerCase().split('-')[0] === language) ?? null;
}

export function readCookie(cookies: string, name: string): string | null {
  for (const part of cookies.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) {
      const raw = part.slice(eq + 1).trim();
      try {
        return decodeURIComponent(raw);
      } catch {
        return raw;
      }
    }
  }
  return null;
}

/** `?l=` wins over the Web_Language cookie, which wins over the default (zh-CN). */
export function resolveLocale(search: string, cookies: string): Locale {
  const fromQuery = matchLocale(new URLSearchParams(search).get(LOCALE_QUERY_PARAM));
  return fromQuery ?? matchLocale(readCookie(cookies, LANGUAGE_COOKIE)) ?? DEFAULT_LOCALE;
}

export function languageCookie(locale: Locale): string {
  return `${LANGUAGE_COOKIE}=${locale}; path=/; max-age=${COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`;
}
