import { describe, expect, it } from 'vitest';
import { drawDigitCaptcha, drawSlidePuzzle } from './captcha-art';

function seeded(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2 ** 31;
    return s / 2 ** 31;
  };
}

const decode = (uri: string) => atob(uri.replace('data:image/svg+xml;base64,', ''));

describe('captcha pictures', () => {
  it('draws the digits as paths and never as text', () => {
    const svg = decode(drawDigitCaptcha('4821', seeded(1)));
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg).not.toMatch(/<text|4821/);
    expect(svg.match(/stroke-width="3.2"/g)).toHaveLength(4);
  });

  it('differs between draws of the same answer', () => {
    expect(drawDigitCaptcha('1234', seeded(1))).not.toBe(drawDigitCaptcha('1234', seeded(2)));
  });

  it('cuts the hole where the piece lines up', () => {
    const { background, piece } = drawSlidePuzzle(325, 100, 150, 30, seeded(3));
    expect(decode(background)).toContain('translate(150 30)');
    expect(decode(piece)).toContain('translate(-150 -30)');
  });
});
