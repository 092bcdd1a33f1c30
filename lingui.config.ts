import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/**
 * Messages use explicit ids (the spec names many of them, e.g. Please_login_first), so a msgid
 * is the id itself and both catalogs carry a full translation; neither falls back to the id.
 */
export default defineConfig({
  locales: ['zh-CN', 'en-US'],
  sourceLocale: 'en-US',
  fallbackLocales: false,
  format: formatter({ explicitIdAsDefault: true, lineNumbers: false }),
  catalogs: [{ path: '<rootDir>/locales/{locale}/messages', include: ['<rootDir>/web'] }],
});
