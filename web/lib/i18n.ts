import { i18n, type Messages } from '@lingui/core';
import type { Locale } from '../../contract/constants';
import { languageCookie, resolveLocale } from './locale';

/** One chunk per catalog: a visitor downloads only the language they read. */
const CATALOGS: Record<Locale, () => Promise<{ messages: Messages }>> = {
  'zh-CN': () => import('../../locales/zh-CN/messages.po'),
  'en-US': () => import('../../locales/en-US/messages.po'),
};

const loaded = new Set<Locale>();

export function initialLocale(): Locale {
  return resolveLocale(window.location.search, document.cookie);
}

/** Switches the whole UI without a reload and remembers the choice in the Web_Language cookie. */
export async function activateLocale(locale: Locale): Promise<void> {
  if (!loaded.has(locale)) {
    const { messages } = await CATALOGS[locale]();
    i18n.load(locale, messages);
    loaded.add(locale);
  }
  i18n.activate(locale);
  document.documentElement.lang = locale;
  document.cookie = languageCookie(locale);
}
