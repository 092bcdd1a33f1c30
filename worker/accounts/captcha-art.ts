/**
 * Pictures for the two human checks, drawn as SVG paths (never <text>, so the answer is
 * not sitting in the markup). Pure functions: the caller passes the randomness in.
 */

export type Random = () => number;

/** Seven-segment strokes on a 20×36 cell: a top, b top-right, c bottom-right, d bottom, e bottom-left, f top-left, g middle. */
const SEGMENTS: Record<string, [number, number, number, number]> = {
  a: [2, 2, 18, 2],
  b: [18, 2, 18, 18],
  c: [18, 18, 18, 34],
  d: [2, 34, 18, 34],
  e: [2, 18, 2, 34],
  f: [2, 2, 2, 18],
  g: [2, 18, 18, 18],
};
const DIGIT_SEGMENTS = ['abcdef', 'bc', 'abged', 'abgcd', 'fgbc', 'afgcd', 'afgedc', 'abc', 'abcdefg', 'abcdfg'];

export const CAPTCHA_WIDTH = 130;
export const CAPTCHA_HEIGHT = 48;

function between(random: Random, lo: number, hi: number): number {
  return lo + random() * (hi - lo);
}

function color(random: Random, lightness: number): string {
  return `hsl(${Math.floor(random() * 360)},60%,${lightness}%)`;
}

function toDataUri(svg: string): string {
  return `data:image/svg+xml;base64,${btoa(svg)}`;
}

/** A data: URI picture of the digits in `answer`, each jittered, slanted and crossed by noise. */
export function drawDigitCaptcha(answer: string, random: Random): string {
  const parts: string[] = [];
  parts.push(`<rect width="${CAPTCHA_WIDTH}" height="${CAPTCHA_HEIGHT}" fill="${color(random, 94)}"/>`);
  for (let i = 0; i < 4; i++) {
    parts.push(
      `<path d="M${between(random, 0, 30).toFixed(1)} ${between(random, 5, 43).toFixed(1)} Q${between(random, 40, 90).toFixed(1)} ${between(random, 0, 48).toFixed(1)} ${between(random, 100, 130).toFixed(1)} ${between(random, 5, 43).toFixed(1)}" stroke="${color(random, 70)}" stroke-width="1.5" fill="none"/>`,
    );
  }
  const cell = CAPTCHA_WIDTH / (answer.length + 1);
  [...answer].forEach((ch, i) => {
    const segments = DIGIT_SEGMENTS[Number(ch)] ?? '';
    const x = cell * (i + 0.5) + between(random, -3, 3);
    const y = 6 + between(random, -2, 2);
    const skew = between(random, -12, 12).toFixed(1);
    const rotate = between(random, -10, 10).toFixed(1);
    const d = [...segments]
      .map((s) => {
        const [x1, y1, x2, y2] = SEGMENTS[s]!;
        const j = () => between(random, -1.2, 1.2).toFixed(1);
        return `M${x1 + Number(j())} ${y1 + Number(j())}L${x2 + Number(j())} ${y2 + Number(j())}`;
      })
      .join('');
    parts.push(
      `<path transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) rotate(${rotate} 10 18) skewX(${skew})" d="${d}" stroke="${color(random, 30)}" stroke-width="3.2" stroke-linecap="round" fill="none"/>`,
    );
  });
  for (let i = 0; i < 30; i++) {
    parts.push(`<circle cx="${between(random, 0, CAPTCHA_WIDTH).toFixed(1)}" cy="${between(random, 0, CAPTCHA_HEIGHT).toFixed(1)}" r="1" fill="${color(random, 50)}"/>`);
  }
  return toDataUri(`<svg xmlns="http://www.w3.org/2000/svg" width="${CAPTCHA_WIDTH}" height="${CAPTCHA_HEIGHT}" viewBox="0 0 ${CAPTCHA_WIDTH} ${CAPTCHA_HEIGHT}">${parts.join('')}</svg>`);
}

export const PIECE_SIZE = 44;

/** The jigsaw outline of the piece, at the origin, with a knob on the top and the right. */
function pieceOutline(): string {
  const s = PIECE_SIZE - 8;
  const k = 8;
  return `M0 ${k}h${s / 2 - k / 2}a${k / 2} ${k / 2} 0 1 1 ${k} 0h${s / 2 - k / 2}v${s / 2 - k / 2}a${k / 2} ${k / 2} 0 1 1 0 ${k}v${s / 2 - k / 2}h-${s}z`;
}

export interface SlidePicture {
  background: string;
  piece: string;
}

/**
 * A landscape of random shapes with a hole at (x, y), and the piece that fills it:
 * the piece repeats the same shapes through a clip, shifted so it lines up at x.
 */
export function drawSlidePuzzle(width: number, height: number, x: number, y: number, random: Random): SlidePicture {
  const shapes: string[] = [`<rect width="${width}" height="${height}" fill="${color(random, 80)}"/>`];
  for (let i = 0; i < 14; i++) {
    const cx = between(random, 0, width).toFixed(1);
    const cy = between(random, 0, height).toFixed(1);
    const r = between(random, 10, 45).toFixed(1);
    shapes.push(`<circle cx="${cx}" cy="${cy}" r="${r}" fill="${color(random, between(random, 35, 75))}" fill-opacity="0.8"/>`);
  }
  for (let i = 0; i < 6; i++) {
    const pts = Array.from({ length: 3 }, () => `${between(random, 0, width).toFixed(1)},${between(random, 0, height).toFixed(1)}`).join(' ');
    shapes.push(`<polygon points="${pts}" fill="${color(random, between(random, 30, 70))}" fill-opacity="0.6"/>`);
  }
  const scene = shapes.join('');
  const outline = pieceOutline();
  const background = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${scene}<path transform="translate(${x} ${y})" d="${outline}" fill="#000" fill-opacity="0.45" stroke="#fff" stroke-opacity="0.8"/></svg>`;
  const piece = `<svg xmlns="http://www.w3.org/2000/svg" width="${PIECE_SIZE}" height="${PIECE_SIZE}" viewBox="0 0 ${PIECE_SIZE} ${PIECE_SIZE}"><defs><clipPath id="p"><path d="${outline}"/></clipPath></defs><g clip-path="url(#p)"><g transform="translate(${-x} ${-y})">${scene}</g></g><path d="${outline}" fill="none" stroke="#fff" stroke-width="1.5"/></svg>`;
  return { background: toDataUri(background), piece: toDataUri(piece) };
}
