import { describe, expect, it } from 'vitest';
import { duplicateTeacher, hasCents, isCourseImage, isHttpUrl, priceCents } from './courses';

describe('isHttpUrl', () => {
  it('takes absolute http and https addresses only', () => {
    expect(isHttpUrl('https://live.example.com/channel/42')).toBe(true);
    expect(isHttpUrl('http://example.com')).toBe(true);
    expect(isHttpUrl('HTTPS://EXAMPLE.COM/x')).toBe(true);
    for (const bad of ['javascript:alert(1)', 'ftp://example.com', '//example.com', '/course', 'example.com', 'https://', 'data:text/html,x', ' https://example.com']) {
      expect(isHttpUrl(bad), bad).toBe(false);
    }
  });
});

describe('isCourseImage', () => {
  it('takes an uploaded picture path or an http(s) address', () => {
    expect(isCourseImage('/api/public/img/0123456789abcdef0123456789abcdef.png')).toBe(true);
    expect(isCourseImage('https://cdn.example.com/poster.png')).toBe(true);
    for (const bad of ['/api/../etc/passwd', '/other/x.png', 'javascript:alert(1)', '/api/public/img/a b.png', 'data:image/png;base64,AAAA']) {
      expect(isCourseImage(bad), bad).toBe(false);
    }
  });
});

describe('prices', () => {
  it('keep yuan as whole cents and refuse more than two decimals', () => {
    expect(priceCents(399)).toBe(39_900);
    expect(priceCents(19.9)).toBe(1990);
    expect(priceCents(0.07)).toBe(7);
    expect(hasCents(19.99)).toBe(true);
    expect(hasCents(0)).toBe(true);
    expect(hasCents(1.005)).toBe(false);
    expect(hasCents(0.001)).toBe(false);
  });
});

describe('duplicateTeacher', () => {
  it('finds a name given twice, whatever its case', () => {
    expect(duplicateTeacher(['teacher', 'alice'])).toBeNull();
    expect(duplicateTeacher(['teacher', 'alice', 'Teacher'])).toBe('Teacher');
    expect(duplicateTeacher([])).toBeNull();
  });
});
