import type { ImageCaptcha, SlideCaptcha } from '../../contract/api/accounts';
import { LIMITS } from '../../contract/constants';
import type { Deps } from '../deps';
import { newId, randomDigits, randomInt } from '../lib/random';
import { drawDigitCaptcha, drawSlidePuzzle, PIECE_SIZE } from './captcha-art';
import { insertCaptcha, takeCaptcha } from './queries';
import { CAPTCHA_DIGITS, captchaExpiresAt, imageCaptchaMatches, slideCaptchaMatches, slideHolePosition } from './rules';

type CaptchaDeps = Pick<Deps, 'db' | 'clock'>;

const cryptoRandom = () => randomInt(1_000_000) / 1_000_000;

export async function issueImageCaptcha(deps: CaptchaDeps): Promise<ImageCaptcha> {
  const answer = randomDigits(CAPTCHA_DIGITS);
  const captchaKey = newId();
  await insertCaptcha(deps.db, { key: captchaKey, kind: 'image', answer, expiresAt: captchaExpiresAt(deps.clock.nowSeconds()) });
  return { captchaKey, img: drawDigitCaptcha(answer, cryptoRandom) };
}

/** Takes the captcha (whatever the answer: one guess per picture) and says whether it matched. */
export async function checkImageCaptcha(deps: CaptchaDeps, key: string, guess: string): Promise<boolean> {
  return imageCaptchaMatches(await takeCaptcha(deps.db, 'image', key, deps.clock.nowSeconds()), guess);
}

export async function issueSlideCaptcha(deps: CaptchaDeps): Promise<SlideCaptcha> {
  const width = LIMITS.slideWidth;
  const height = LIMITS.slideHeight;
  const { x, y } = slideHolePosition(PIECE_SIZE, randomInt);
  const captchaKey = newId();
  await insertCaptcha(deps.db, { key: captchaKey, kind: 'slide', answer: String(x), expiresAt: captchaExpiresAt(deps.clock.nowSeconds()) });
  const { background, piece } = drawSlidePuzzle(width, height, x, y, cryptoRandom);
  return { captchaKey, background, piece, pieceSize: PIECE_SIZE, y, width, height };
}

/** Single use: a second try with the same key fails even with the right offset. */
export async function checkSlideCaptcha(deps: CaptchaDeps, key: string, offset: number): Promise<boolean> {
  return slideCaptchaMatches(await takeCaptcha(deps.db, 'slide', key, deps.clock.nowSeconds()), offset);
}
