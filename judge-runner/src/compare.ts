/**
 * Output comparison by streaming both files in fixed-size chunks: memory stays constant whatever
 * the sizes. Line ends are normalised (CRLF = LF) in every mode.
 *
 * - isRemoveEndBlank: trailing whitespace of each line and trailing blank lines are ignored.
 * - otherwise the outputs must be byte-equal.
 * An output that fails that test but has the same tokens (whitespace-separated words) is a
 * presentation error; anything else is a wrong answer.
 */
import { closeSync, openSync, readSync } from 'node:fs';

export type Comparison = 'accepted' | 'presentation' | 'wrong';

const EOF = -1;
const LF = 10;
const CR = 13;
const CHUNK = 64 * 1024;
/**
 * Chunks are read synchronously (a short output is one read, without the thread pool and its
 * promise); after this many chunks of one file the comparison lets the event loop run, so a long
 * output does not hold up the other slots' calls.
 */
const CHUNKS_BETWEEN_YIELDS = 16;
/** Whitespace inside a line; a run longer than this is compared by length and content hash in pieces. */
const TAIL_KEPT = 256;

function isBlank(c: number): boolean {
  return c === 32 || c === 9 || c === 13 || c === 11 || c === 12;
}

class ByteStream {
  readonly buf = Buffer.allocUnsafe(CHUNK);
  pos = 0;
  len = 0;
  private ended = false;

  private chunks = 0;

  constructor(private readonly fd: number) {}

  /** Makes a byte available at `pos` unless the file is over; false at the end. */
  async fill(): Promise<boolean> {
    if (this.pos < this.len) return true;
    if (this.ended) return false;
    if (++this.chunks % CHUNKS_BETWEEN_YIELDS === 0) await new Promise((resolve) => setImmediate(resolve));
    const bytesRead = readSync(this.fd, this.buf, 0, CHUNK, null);
    this.pos = 0;
    this.len = bytesRead;
    if (bytesRead === 0) this.ended = true;
    return bytesRead > 0;
  }

  async peek(): Promise<number> {
    return this.pos < this.len || (await this.fill()) ? this.buf[this.pos]! : EOF;
  }

  async next(): Promise<number> {
    const c = this.pos < this.len || (await this.fill()) ? this.buf[this.pos]! : EOF;
    if (c !== EOF) this.pos++;
    return c;
  }
}

async function withStreams<T>(a: string, b: string, body: (x: ByteStream, y: ByteStream) => Promise<T>): Promise<T> {
  const fa = openSync(a, 'r');
  try {
    const fb = openSync(b, 'r');
    try {
      return await body(new ByteStream(fa), new ByteStream(fb));
    } finally {
      closeSync(fb);
    }
  } finally {
    closeSync(fa);
  }
}

/** The next byte with CRLF read as LF. */
async function nextNormalised(s: ByteStream): Promise<number> {
  const c = await s.next();
  if (c === CR && (await s.peek()) === LF) return s.next();
  return c;
}

async function exactlyEqual(x: ByteStream, y: ByteStream): Promise<boolean> {
  for (;;) {
    // Fast path: equal stretches without CR are compared in bulk.
    if (x.pos < x.len && y.pos < y.len) {
      const n = Math.min(x.len - x.pos, y.len - y.pos);
      let i = 0;
      while (i < n && x.buf[x.pos + i] === y.buf[y.pos + i] && x.buf[x.pos + i] !== CR) i++;
      x.pos += i;
      y.pos += i;
      if (i === n) continue;
    }
    const a = await nextNormalised(x);
    const b = await nextNormalised(y);
    if (a !== b) return false;
    if (a === EOF) return true;
  }
}

/**
 * A maximal run of blanks and line breaks, reduced to what matters once line-end blanks are
 * ignored: how many line breaks, and the blanks after the last one (indentation, or inner spacing
 * when there is no line break). Blanks past TAIL_KEPT are folded into a digest to bound memory.
 */
interface Separator {
  atEnd: boolean;
  newlines: number;
  tailLength: number;
  kept: Buffer;
  keptLength: number;
  digest: number;
}

function emptySeparator(): Separator {
  return { atEnd: false, newlines: 0, tailLength: 0, kept: Buffer.allocUnsafe(TAIL_KEPT), keptLength: 0, digest: 0 };
}

function resetSeparator(sep: Separator): void {
  sep.newlines = 0;
  sep.tailLength = 0;
  sep.keptLength = 0;
  sep.digest = 0;
}

function copySeparator(from: Separator, to: Separator): Separator {
  to.atEnd = from.atEnd;
  to.newlines = from.newlines;
  to.tailLength = from.tailLength;
  to.keptLength = from.keptLength;
  to.digest = from.digest;
  from.kept.copy(to.kept, 0, 0, from.keptLength);
  return to;
}

/** Adds one separator byte (LF or a blank). */
function extendSeparator(sep: Separator, c: number): void {
  if (c === LF) {
    sep.newlines++;
    sep.tailLength = 0;
    sep.keptLength = 0;
    sep.digest = 0;
  } else {
    sep.tailLength++;
    if (sep.keptLength < TAIL_KEPT) sep.kept[sep.keptLength++] = c;
    else sep.digest = (Math.imul(sep.digest, 31) + c) | 0;
  }
}

/** Reads the rest of a separator run that began with `sep`. */
async function finishSeparator(s: ByteStream, sep: Separator): Promise<Separator> {
  for (;;) {
    // Awaits only when the chunk is used up.
    const c = s.pos < s.len || (await s.fill()) ? s.buf[s.pos]! : EOF;
    if (c === EOF) {
      sep.atEnd = true;
      return sep;
    }
    if (c !== LF && !isBlank(c)) return sep;
    extendSeparator(sep, c);
    s.pos++;
  }
}

function sameSeparator(a: Separator, b: Separator): boolean {
  return a.newlines === b.newlines && a.tailLength === b.tailLength && a.digest === b.digest && a.kept.subarray(0, a.keptLength).equals(b.kept.subarray(0, b.keptLength));
}

function isSeparatorByte(c: number): boolean {
  return c === EOF || c === LF || isBlank(c);
}

async function equalIgnoringLineEndBlanks(x: ByteStream, y: ByteStream): Promise<boolean> {
  // The separator run both sides have in common so far (bytes equal on both sides need no canonical form).
  const common = emptySeparator();
  const ours = emptySeparator();
  const theirs = emptySeparator();
  let inSeparator = false;
  for (;;) {
    if (x.pos < x.len && y.pos < y.len) {
      const n = Math.min(x.len - x.pos, y.len - y.pos);
      let i = 0;
      for (; i < n; i++) {
        const c = x.buf[x.pos + i]!;
        if (c !== y.buf[y.pos + i]) break;
        if (c > 32) {
          if (inSeparator) {
            resetSeparator(common);
            inSeparator = false;
          }
        } else if (c === LF || isBlank(c)) {
          extendSeparator(common, c);
          inSeparator = true;
        } else if (inSeparator) {
          resetSeparator(common);
          inSeparator = false;
        }
      }
      x.pos += i;
      y.pos += i;
      if (i === n) continue;
    }
    const a = x.pos < x.len || (await x.fill()) ? x.buf[x.pos]! : EOF;
    const b = y.pos < y.len || (await y.fill()) ? y.buf[y.pos]! : EOF;
    if (a === EOF && b === EOF) return true;
    if (!isSeparatorByte(a) && !isSeparatorByte(b)) {
      if (a !== b) return false;
      continue;
    }
    const sa = await finishSeparator(x, copySeparator(common, ours));
    const sb = await finishSeparator(y, copySeparator(common, theirs));
    if (sa.atEnd || sb.atEnd) return sa.atEnd === sb.atEnd;
    if (!sameSeparator(sa, sb)) return false;
    resetSeparator(common);
    inSeparator = false;
  }
}

/** Skips blanks; the next byte (EOF at the end) and whether any blank came before it. */
async function skipBlanks(s: ByteStream): Promise<[number, boolean]> {
  let skipped = false;
  for (;;) {
    const c = s.pos < s.len || (await s.fill()) ? s.buf[s.pos]! : EOF;
    if (c === EOF || !(c === LF || isBlank(c))) return [c, skipped];
    skipped = true;
    s.pos++;
  }
}

/** Whether both have the same whitespace-separated tokens. */
async function sameTokens(x: ByteStream, y: ByteStream): Promise<boolean> {
  let first = true;
  for (;;) {
    const [a, aSkipped] = await skipBlanks(x);
    const [b, bSkipped] = await skipBlanks(y);
    if (a === EOF || b === EOF) return a === b;
    if (!first && aSkipped !== bSkipped) return false;
    first = false;
    // Compare one token's bytes until either side reaches a blank.
    for (;;) {
      const c = x.pos < x.len || (await x.fill()) ? x.buf[x.pos]! : EOF;
      const d = y.pos < y.len || (await y.fill()) ? y.buf[y.pos]! : EOF;
      const cEnds = isSeparatorByte(c);
      const dEnds = isSeparatorByte(d);
      if (cEnds || dEnds) {
        if (cEnds !== dEnds) return false;
        break;
      }
      if (c !== d) return false;
      x.pos++;
      y.pos++;
    }
  }
}

export async function compareOutputs(userOutput: string, answer: string, isRemoveEndBlank: boolean): Promise<Comparison> {
  const equal = await withStreams(userOutput, answer, (x, y) => (isRemoveEndBlank ? equalIgnoringLineEndBlanks(x, y) : exactlyEqual(x, y)));
  if (equal) return 'accepted';
  return (await withStreams(userOutput, answer, sameTokens)) ? 'presentation' : 'wrong';
}
