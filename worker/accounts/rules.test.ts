import { describe, expect, it } from 'vitest';
import { TOKEN_REFRESH_WINDOW_SECONDS } from '../lib/token';
import {
  avatarExtensionAllowed,
  avatarKeyOfUrl,
  codeMatches,
  codeExpiresAt,
  captchaExpiresAt,
  REGISTER_CODE_TTL_SECONDS,
  RESET_CODE_TTL_SECONDS,
  imageCaptchaMatches,
  isAvatarName,
  isEnabled,
  loginNeedsSlide,
  loginRefusal,
  MAX_CODE_ATTEMPTS,
  permissionsOf,
  profilePatch,
  resendLockEndsBefore,
  resendWaitSeconds,
  resetLink,
  samePassword,
  SESSION_LIFETIME_SECONDS,
  sessionExpiresAt,
  sessionOrigin,
  SESSION_USER_AGENT_MAX,
  slideCaptchaMatches,
  slideHolePosition,
  sniffImageType,
  tokenNeedsRefresh,
  usernameKey,
} from './rules';

describe('login failures', () => {
  it('asks for the slide puzzle from the sixth attempt after five failures', () => {
    expect(loginNeedsSlide(1)).toBe(false);
    expect(loginNeedsSlide(5)).toBe(false);
    expect(loginNeedsSlide(6)).toBe(true);
  });

  it('tells the dialog to show the puzzle once the fifth failure is reached', () => {
    expect(loginRefusal(4)).toEqual({ needSlideVerify: false });
    expect(loginRefusal(5)).toEqual({ needSlideVerify: true });
    expect(loginRefusal(9)).toEqual({ needSlideVerify: true });
  });

  it('only an enabled account may log in', () => {
    expect(isEnabled({ status: 0 })).toBe(true);
    expect(isEnabled({ status: 1 })).toBe(false);
  });

  it('usernames are keyed without case or surrounding space', () => {
    expect(usernameKey('  Alice ')).toBe('alice');
  });
});

describe('sessions and tokens', () => {
  it('a session lasts 30 days', () => {
    expect(sessionExpiresAt(1000)).toBe(1000 + SESSION_LIFETIME_SECONDS);
    expect(SESSION_LIFETIME_SECONDS).toBe(30 * 24 * 3600);
  });

  it('a session keeps where its login came from, without the address "local" that local runs report and with a capped user agent', () => {
    expect(sessionOrigin({ ip: '203.0.113.9', userAgent: 'Mozilla/5.0' })).toEqual({ ip: '203.0.113.9', userAgent: 'Mozilla/5.0' });
    expect(sessionOrigin({ ip: 'local', userAgent: null })).toEqual({ ip: null, userAgent: null });
    expect(sessionOrigin({ ip: null, userAgent: 'x'.repeat(2000) }).userAgent).toHaveLength(SESSION_USER_AGENT_MAX);
  });

  it('a token is refreshed once less than the refresh window is left', () => {
    const now = 1_000_000;
    expect(tokenNeedsRefresh(now + TOKEN_REFRESH_WINDOW_SECONDS, now)).toBe(false);
    expect(tokenNeedsRefresh(now + TOKEN_REFRESH_WINDOW_SECONDS - 1, now)).toBe(true);
  });
});

describe('e-mailed codes', () => {
  it('the resend lock ends resendSeconds after the last send, waiting at least a second', () => {
    expect(resendLockEndsBefore(1000, 60)).toBe(940);
    expect(resendWaitSeconds(990, 60, 1000)).toBe(50);
    expect(resendWaitSeconds(900, 60, 1000)).toBe(1);
  });

  it('a code expires its ttl after it was sent, and allows five guesses', () => {
    expect(codeExpiresAt(1000, REGISTER_CODE_TTL_SECONDS)).toBe(1600);
    expect(codeExpiresAt(1000, RESET_CODE_TTL_SECONDS)).toBe(2800);
    expect(MAX_CODE_ATTEMPTS).toBe(5);
  });

  it('a guess matches once trimmed', () => {
    expect(codeMatches('123456', ' 123456 ')).toBe(true);
    expect(codeMatches('123456', '123457')).toBe(false);
  });
});

describe('captchas', () => {
  it('a captcha lives five minutes', () => {
    expect(captchaExpiresAt(1000)).toBe(1300);
  });

  it('an image captcha matches its trimmed answer; a missing one never matches', () => {
    expect(imageCaptchaMatches('1234', ' 1234')).toBe(true);
    expect(imageCaptchaMatches('1234', '1235')).toBe(false);
    expect(imageCaptchaMatches(null, '1234')).toBe(false);
  });

  it('a slide puzzle matches within 3 pixels', () => {
    expect(slideCaptchaMatches('100', 103)).toBe(true);
    expect(slideCaptchaMatches('100', 96.5)).toBe(false);
    expect(slideCaptchaMatches(null, 100)).toBe(false);
  });

  it('the hole stays clear of the start and inside the picture', () => {
    expect(slideHolePosition(40, () => 0)).toEqual({ x: 60, y: 4 });
    const far = slideHolePosition(40, (bound) => bound - 1);
    expect(far.x + 40).toBeLessThanOrEqual(325);
    expect(far.y + 40).toBeLessThanOrEqual(100);
  });
});

describe('who may change what', () => {
  it('a new password must differ from the current one', () => {
    expect(samePassword('secret1', 'secret1')).toBe(true);
    expect(samePassword('secret1', 'Secret1')).toBe(false);
  });

  it('a profile patch keeps the fields sent; an empty text clears, a cleared gender is secrecy', () => {
    expect(profilePatch({ nickname: 'Al', school: '', blog: null, gender: null, github: undefined })).toEqual({ nickname: 'Al', school: null, blog: null, gender: 'secrecy' });
    expect(profilePatch({})).toEqual({});
  });

  it('permissions are the capabilities the roles hold, as the Worker checks them', () => {
    expect(permissionsOf(['user'])).toEqual([]);
    expect(permissionsOf(['teacher'])).toEqual(['admin_area']);
    expect(permissionsOf(['teacher', 'admin'])).toEqual(['admin_area', 'manage_all_content']);
    expect(permissionsOf(['root'])).toEqual(['admin_area', 'manage_all_content', 'super_admin']);
    expect(permissionsOf(['unknown'])).toEqual([]);
  });
});

describe('password reset link', () => {
  it('uses the configured base URL, else the origin', () => {
    expect(resetLink('https://oj.example/', 'http://x', 'a b', 'c0de')).toBe('https://oj.example/reset-password?username=a%20b&code=c0de');
    expect(resetLink('', 'http://localhost:8787', 'alice', 'c0de')).toBe('http://localhost:8787/reset-password?username=alice&code=c0de');
  });
});

describe('avatars', () => {
  it('checks the extension of the name', () => {
    expect(avatarExtensionAllowed('me.PNG')).toBe(true);
    expect(avatarExtensionAllowed('me.svg')).toBe(false);
    expect(avatarExtensionAllowed('me')).toBe(false);
  });

  it('knows the allowed images by their first bytes', () => {
    expect(sniffImageType(new Uint8Array([0x89, 0x50, 0x4e, 0x47]))).toBe('image/png');
    expect(sniffImageType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffImageType(new Uint8Array([0x3c, 0x73, 0x76, 0x67]))).toBeNull();
  });

  it('looks up stored names only, and maps an avatar URL to its key', () => {
    const name = `${'a'.repeat(32)}-${'0'.repeat(32)}.png`;
    expect(isAvatarName(name)).toBe(true);
    expect(isAvatarName('../secret.png')).toBe(false);
    expect(avatarKeyOfUrl(`/api/public/avatar/${name}`)).toBe(`avatar/${name}`);
    expect(avatarKeyOfUrl('https://elsewhere.example/a.png')).toBeNull();
    expect(avatarKeyOfUrl(null)).toBeNull();
  });
});
