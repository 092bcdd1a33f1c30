import { and, eq, gt } from 'drizzle-orm';
import type { ImageCaptcha, SlideCaptcha } from '../../contract/api/accounts';
import { LIMITS } from '../../contract/constants';
import type { Db } from '../db/client';
import { captchas } from '../db/schema-accounts';
import { newId, randomDigits, randomInt } from '../lib/random';
import { nowSeconds } from '../lib/time';
import { drawDigitCaptcha, drawSlidePuzzle, PIECE_SIZE } from './captcha-art';

const CAPTCHA_TTL_SECONDS = 300;
const CAPTCHA_DIGITS = 4;

const cryptoRandom = () => randomInt(1_000_000) / 1_000_000;

export async function issueImageCaptcha(db: Db): Promise<ImageCaptcha> {
  const answer = randomDigits(CAPTCHA_DIGITS);
  const captchaKey = newId();
  await db.insert(captchas).values({ key: captchaKey, kind: 'image', answer, expiresAt: nowSeconds() + CAPTCHA_TTL_SECONDS });
  return { captchaKey, img: drawDigitCaptcha(answer, cryptoRandom) };
}

/** Takes the captcha row (whatever the answer: one guess per picture) and says whether it matched. */
async function takeCaptcha(db: Db, kind: 'image' | 'slide', key: string): Promise<string | null> {
  const [row] = await db
    .delete(captchas)
    .where(and(eq(captchas.key, key), eq(captchas.kind, kind), gt(captchas.expiresAt, nowSeconds())))
    .returning({ answer: captchas.answer });
  return row?.answer ?? null;
}

export async function checkImageCaptcha(db: Db, key: string, guess: string): Promise<boolean> {
  const answer = await takeCaptcha(db, 'image', key);
  return answer !== null && answer === guess.trim();
}

export async function issueSlideCaptcha(db: Db): Promise<SlideCaptcha> {
  const width = LIMITS.slideWidth;
  const height = LIMITS.slideHeight;
  // Keep the hole clear of the start so the piece must really move.
  const x = PIECE_SIZE + 20 + randomInt(width - 2 * PIECE_SIZE - 30);
  const y = 4 + randomInt(height - PIECE_SIZE - 8);
  const captchaKey = newId();
  await db.insert(captchas).values({ key: captchaKey, kind: 'slide', answer: String(x), expiresAt: nowSeconds() + CAPTCHA_TTL_SECONDS });
  const { background, piece } = drawSlidePuzzle(width, height, x, y, cryptoRandom);
  return { captchaKey, background, piece, pieceSize: PIECE_SIZE, y, width, height };
}

/** Single use: a second try with the same key fails even with the right offset. */
export async function checkSlideCaptcha(db: Db, key: string, offset: number): Promise<boolean> {
  const answer = await takeCaptcha(db, 'slide', key);
  return answer !== null && Math.abs(Number(answer) - offset) <= LIMITS.slideTolerance;
}
