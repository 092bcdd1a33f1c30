import { describe, expect, it } from 'vitest';
import { languageCookie, matchLocale, readCookie, resolveLocale } from './locale';

describe('matchLocale', () => {
  it('accepts the exact tags and loose spellings', () => {
    expect(matchLocale('en-US')).toBe('en-US');
    expect(matchLocale('zh-cn')).toBe('zh-CN');
    expect(matchLocale('en_us')).toBe('en-US');
    expect(matchLocale('en')).toBe('en-US');
    expect(matchLocale('zh-TW')).toBe('zh-CN');
  });

  it('refuses unknown or empty tags', () => {
    expect(matchLocale('fr-FR')).toBeNull();
    expect(matchLocale('')).toBeNull();
    expect(matchLocale(null)).toBeNull();
  });
});

describe('readCookie', () => {
  it('finds a cookie among others and decodes it', () => {
    expect(readCookie('a=1; Web_Language=en-US; b=2', 'Web_Language')).toBe('en-US');
    expect(readCookie('x=%E4%B8%AD', 'x')).toBe('中');
    expect(readCookie('Web_Language_old=en-US', 'Web_Language')).toBeNull();
    expect(readCookie('', 'Web_Language')).toBeNull();
  });
});

describe('resolveLocale', () => {
  it('prefers the l query parameter', () => {
    expect(resolveLocale('?l=en-US', 'Web_Language=zh-CN')).toBe('en-US');
  });

  it('falls back to the cookie, then to zh-CN', () => {
    expect(resolveLocale('', 'Web_Language=en-US')).toBe('en-US');
    expect(resolveLocale('?l=xx', 'Web_Language=en-US')).toBe('en-US');
    expect(resolveLocale('', '')).toBe('zh-CN');
    expect(resolveLocale('?l=de', 'Web_Language=fr')).toBe('zh-CN');
  });
});

describe('languageCookie', () => {
  it('keeps the choice site-wide for a year', () => {
    expect(languageCookie('en-US')).toBe('Web_Language=en-US; path=/; max-age=31536000; SameSite=Lax');
  });
});
