/**
 * Zip archives in the Worker: a reader that refuses what could hurt (path traversal, absolute names,
 * symlinks, encryption, too many entries, bombs) and a streaming writer. Our own code rather than a
 * library because the checks must happen while inflating: declared sizes are read from the central
 * directory for an early refusal, and then every inflated byte is counted against the same limits,
 * since a crafted archive can declare anything. Inflating uses the runtime's DecompressionStream.
 */
import { ZIP_LIMITS } from '../../contract/api/problems';

export class ZipError extends Error {}

export interface ZipLimits {
  archiveBytes: number;
  entries: number;
  unpackedBytes: number;
  ratio: number;
}

export interface ZipEntry {
  /** normalised: forward slashes, no leading ./ */
  name: string;
  method: 0 | 8;
  compressedSize: number;
  /** as declared; the reader refuses an entry that inflates to anything else */
  size: number;
  localHeaderOffset: number;
}

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const EOCD_MIN = 22;
const EOCD_SEARCH = EOCD_MIN + 0xffff;
const UNIX_HOST = 3;
const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;

function mb(bytes: number): string {
  return `${Math.round(bytes / (1024 * 1024))} MB`;
}

/** Why a name may not be unpacked, or null when it is a plain relative path. */
/** Refuses an entry whose name could escape the archive's folder. */
function assertSafeName(raw: string): void {
  const shown = raw.slice(0, 80);
  if (raw.includes('\0')) throw new ZipError(`The entry "${shown}" holds a NUL character`);
  const name = raw.replace(/\\/g, '/');
  if (name.startsWith('/') || /^[A-Za-z]:/.test(name)) throw new ZipError(`The entry "${shown}" is an absolute path`);
  if (name.split('/').some((part) => part === '..')) throw new ZipError(`The entry "${shown}" climbs out of the archive (..)`);
}

function normalise(raw: string): string {
  return raw
    .replace(/\\/g, '/')
    .split('/')
    .filter((part) => part !== '' && part !== '.')
    .join('/');
}

export class ZipArchive {
  readonly entries: ZipEntry[];
  private readonly blob: Blob;
  private readonly limits: ZipLimits;
  private readonly compressedTotal: number;
  /** inflated bytes counted per entry so far; re-reading an entry does not count it twice */
  private readonly counted = new Map<ZipEntry, number>();
  private inflatedTotal = 0;

  constructor(blob: Blob, entries: ZipEntry[], limits: ZipLimits) {
    this.blob = blob;
    this.entries = entries;
    this.limits = limits;
    this.compressedTotal = entries.reduce((n, e) => n + e.compressedSize, 0);
  }

  /** Files only (directories left out), in archive order. */
  files(): ZipEntry[] {
    return this.entries.filter((e) => !e.name.endsWith('/'));
  }

  find(name: string): ZipEntry | undefined {
    return this.entries.find((e) => e.name === name);
  }

  private async dataRange(entry: ZipEntry): Promise<Blob> {
    const header = new DataView(await this.blob.slice(entry.localHeaderOffset, entry.localHeaderOffset + 30).arrayBuffer());
    if (header.byteLength < 30 || header.getUint32(0, true) !== LOCAL_SIGNATURE) throw new ZipError(`${entry.name}: the archive is damaged (no local header)`);
    const start = entry.localHeaderOffset + 30 + header.getUint16(26, true) + header.getUint16(28, true);
    const end = start + entry.compressedSize;
    if (end > this.blob.size) throw new ZipError(`${entry.name}: the archive is truncated`);
    return this.blob.slice(start, end);
  }

  private account(entry: ZipEntry, seen: number): void {
    if (seen > entry.size) throw new ZipError(`${entry.name} inflates beyond the ${entry.size} bytes it declares; the archive is refused`);
    const before = this.counted.get(entry) ?? 0;
    if (seen <= before) return;
    this.inflatedTotal += seen - before;
    this.counted.set(entry, seen);
    if (this.inflatedTotal > this.limits.unpackedBytes) throw new ZipError(`The archive unpacks to more than ${mb(this.limits.unpackedBytes)}`);
    if (this.inflatedTotal > this.limits.ratio * Math.max(1, this.compressedTotal)) {
      throw new ZipError(`The archive inflates more than ${this.limits.ratio} times its packed size; it is refused as a possible zip bomb`);
    }
  }

  /** The entry's content as a stream; every byte is counted against the limits as it comes out. */
  async stream(entry: ZipEntry): Promise<ReadableStream<Uint8Array>> {
    const data = (await this.dataRange(entry)).stream();
    const raw = entry.method === 8 ? data.pipeThrough(new DecompressionStream('deflate-raw')) : data;
    let seen = 0;
    return raw.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform: (chunk, controller) => {
          seen += chunk.byteLength;
          this.account(entry, seen);
          controller.enqueue(chunk);
        },
        flush: () => {
          if (seen !== entry.size) throw new ZipError(`${entry.name} holds ${seen} bytes but declares ${entry.size}; the archive is damaged`);
        },
      }),
    );
  }

  /** The whole entry in memory, for the small files of a package (statements, configs). */
  async bytes(entry: ZipEntry, maxBytes: number): Promise<Uint8Array<ArrayBuffer>> {
    if (entry.size > maxBytes) throw new ZipError(`${entry.name} is larger than ${maxBytes} bytes`);
    const chunks: Uint8Array[] = [];
    let length = 0;
    try {
      for await (const chunk of await this.stream(entry)) {
        chunks.push(chunk);
        length += chunk.byteLength;
      }
    } catch (error) {
      throw error instanceof ZipError ? error : new ZipError(`${entry.name} cannot be inflated; the archive is damaged`);
    }
    const out = new Uint8Array(length);
    let at = 0;
    for (const chunk of chunks) {
      out.set(chunk, at);
      at += chunk.byteLength;
    }
    return out;
  }

  async text(entry: ZipEntry, maxBytes: number): Promise<string> {
    return new TextDecoder('utf-8').decode(await this.bytes(entry, maxBytes)).replace(/^\ufeff/, '');
  }
}

/** Reads the central directory and refuses unsafe or oversized archives before inflating anything. */
export async function openZip(blob: Blob, limits: ZipLimits = ZIP_LIMITS): Promise<ZipArchive> {
  if (blob.size > limits.archiveBytes) throw new ZipError(`The archive is larger than ${mb(limits.archiveBytes)}`);
  if (blob.size < EOCD_MIN) throw new ZipError('The file is not a zip archive');
  const tailStart = Math.max(0, blob.size - EOCD_SEARCH);
  const tail = new DataView(await blob.slice(tailStart).arrayBuffer());
  let eocd = -1;
  for (let i = tail.byteLength - EOCD_MIN; i >= 0; i--) {
    if (tail.getUint32(i, true) === EOCD_SIGNATURE) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw new ZipError('The file is not a zip archive');
  const disk = tail.getUint16(eocd + 4, true);
  const count = tail.getUint16(eocd + 10, true);
  const directorySize = tail.getUint32(eocd + 12, true);
  const directoryOffset = tail.getUint32(eocd + 16, true);
  if (disk !== 0) throw new ZipError('Split or multi-disk archives are not supported');
  if (count === 0xffff || directorySize === 0xffffffff || directoryOffset === 0xffffffff) throw new ZipError('ZIP64 archives are not supported');
  if (count > limits.entries) throw new ZipError(`The archive has more than ${limits.entries} entries`);
  if (directoryOffset + directorySize > blob.size) throw new ZipError('The archive is damaged (central directory out of range)');
  const directory = new DataView(await blob.slice(directoryOffset, directoryOffset + directorySize).arrayBuffer());
  const decoder = new TextDecoder('utf-8');
  const entries: ZipEntry[] = [];
  let at = 0;
  let declaredTotal = 0;
  let compressedTotal = 0;
  for (let i = 0; i < count; i++) {
    if (at + 46 > directory.byteLength || directory.getUint32(at, true) !== CENTRAL_SIGNATURE) throw new ZipError('The archive is damaged (bad central directory)');
    const madeBy = directory.getUint16(at + 4, true);
    const flags = directory.getUint16(at + 8, true);
    const method = directory.getUint16(at + 10, true);
    const compressedSize = directory.getUint32(at + 20, true);
    const size = directory.getUint32(at + 24, true);
    const nameLength = directory.getUint16(at + 28, true);
    const extraLength = directory.getUint16(at + 30, true);
    const commentLength = directory.getUint16(at + 32, true);
    const externalAttributes = directory.getUint32(at + 38, true);
    const localHeaderOffset = directory.getUint32(at + 42, true);
    if (at + 46 + nameLength > directory.byteLength) throw new ZipError('The archive is damaged (bad central directory)');
    const raw = decoder.decode(new Uint8Array(directory.buffer, directory.byteOffset + at + 46, nameLength));
    at += 46 + nameLength + extraLength + commentLength;
    assertSafeName(raw);
    if (madeBy >> 8 === UNIX_HOST && ((externalAttributes >>> 16) & S_IFMT) === S_IFLNK) throw new ZipError(`The entry "${raw.slice(0, 80)}" is a symbolic link`);
    if (flags & 1) throw new ZipError(`The entry "${raw.slice(0, 80)}" is encrypted`);
    if (method !== 0 && method !== 8) throw new ZipError(`The entry "${raw.slice(0, 80)}" uses an unsupported compression method (${method})`);
    if (compressedSize === 0xffffffff || size === 0xffffffff || localHeaderOffset === 0xffffffff) throw new ZipError('ZIP64 archives are not supported');
    if (method === 0 && compressedSize !== size) throw new ZipError(`The entry "${raw.slice(0, 80)}" is damaged (stored sizes differ)`);
    const name = normalise(raw) + (raw.endsWith('/') || raw.endsWith('\\') ? '/' : '');
    if (name === '/') continue;
    declaredTotal += size;
    compressedTotal += compressedSize;
    entries.push({ name, method, compressedSize, size, localHeaderOffset });
  }
  if (declaredTotal > limits.unpackedBytes) throw new ZipError(`The archive unpacks to more than ${mb(limits.unpackedBytes)}`);
  if (declaredTotal > limits.ratio * Math.max(1, compressedTotal)) throw new ZipError(`The archive inflates more than ${limits.ratio} times its packed size; it is refused as a possible zip bomb`);
  const names = new Set<string>();
  for (const e of entries) {
    if (names.has(e.name)) throw new ZipError(`The archive holds "${e.name.slice(0, 80)}" twice`);
    names.add(e.name);
  }
  return new ZipArchive(blob, entries, limits);
}

// ---- writing ---------------------------------------------------------------------------------

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

export function crc32(data: Uint8Array, seed = 0): number {
  let crc = ~seed >>> 0;
  for (let i = 0; i < data.length; i++) crc = CRC_TABLE[(crc ^ data[i]!) & 0xff]! ^ (crc >>> 8);
  return ~crc >>> 0;
}

export interface ZipSource {
  name: string;
  /** the content, or a function opening it as a stream (R2 objects are opened one at a time) */
  data: Uint8Array | string | (() => Promise<ReadableStream<Uint8Array>>);
}

function dosDateTime(date: Date): { time: number; date: number } {
  return {
    time: (date.getUTCHours() << 11) | (date.getUTCMinutes() << 5) | Math.floor(date.getUTCSeconds() / 2),
    date: ((date.getUTCFullYear() - 1980) << 9) | ((date.getUTCMonth() + 1) << 5) | date.getUTCDate(),
  };
}

const DATA_DESCRIPTOR_FLAG = 0x0008;
const UTF8_FLAG = 0x0800;
const ZIP32_MAX = 0xffffffff;

/**
 * A zip archive as a stream: entries are deflated one after the other with sizes and CRC in data
 * descriptors, so nothing bigger than a chunk is held in memory.
 */
export function zipStream(sources: ZipSource[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const stamp = dosDateTime(new Date());
  async function* produce(): AsyncGenerator<Uint8Array> {
    const central: Uint8Array[] = [];
    let offset = 0;
    for (const source of sources) {
      const name = encoder.encode(source.name);
      const local = new DataView(new ArrayBuffer(30));
      local.setUint32(0, LOCAL_SIGNATURE, true);
      local.setUint16(4, 20, true);
      local.setUint16(6, DATA_DESCRIPTOR_FLAG | UTF8_FLAG, true);
      local.setUint16(8, 8, true);
      local.setUint16(10, stamp.time, true);
      local.setUint16(12, stamp.date, true);
      local.setUint16(26, name.length, true);
      const headerOffset = offset;
      yield new Uint8Array(local.buffer);
      yield name;
      offset += 30 + name.length;

      const input =
        typeof source.data === 'function'
          ? await source.data()
          : new Blob([typeof source.data === 'string' ? encoder.encode(source.data) : source.data]).stream();
      let crc = 0;
      let size = 0;
      const counted = input.pipeThrough(
        new TransformStream<Uint8Array, Uint8Array>({
          transform(chunk, controller) {
            crc = crc32(chunk, crc);
            size += chunk.byteLength;
            controller.enqueue(chunk);
          },
        }),
      );
      let compressed = 0;
      for await (const chunk of counted.pipeThrough(new CompressionStream('deflate-raw'))) {
        compressed += chunk.byteLength;
        yield chunk;
      }
      if (size > ZIP32_MAX || compressed > ZIP32_MAX || offset + compressed > ZIP32_MAX) throw new ZipError('The archive would need ZIP64');
      offset += compressed;
      const descriptor = new DataView(new ArrayBuffer(16));
      descriptor.setUint32(0, 0x08074b50, true);
      descriptor.setUint32(4, crc, true);
      descriptor.setUint32(8, compressed, true);
      descriptor.setUint32(12, size, true);
      yield new Uint8Array(descriptor.buffer);
      offset += 16;

      const entry = new DataView(new ArrayBuffer(46));
      entry.setUint32(0, CENTRAL_SIGNATURE, true);
      entry.setUint16(4, (UNIX_HOST << 8) | 20, true);
      entry.setUint16(6, 20, true);
      entry.setUint16(8, DATA_DESCRIPTOR_FLAG | UTF8_FLAG, true);
      entry.setUint16(10, 8, true);
      entry.setUint16(12, stamp.time, true);
      entry.setUint16(14, stamp.date, true);
      entry.setUint32(16, crc, true);
      entry.setUint32(20, compressed, true);
      entry.setUint32(24, size, true);
      entry.setUint16(28, name.length, true);
      entry.setUint32(38, (0o100644 << 16) >>> 0, true);
      entry.setUint32(42, headerOffset, true);
      central.push(new Uint8Array(entry.buffer), name);
    }
    const directorySize = central.reduce((n, part) => n + part.byteLength, 0);
    for (const part of central) yield part;
    const end = new DataView(new ArrayBuffer(22));
    end.setUint32(0, EOCD_SIGNATURE, true);
    end.setUint16(8, sources.length, true);
    end.setUint16(10, sources.length, true);
    end.setUint32(12, directorySize, true);
    end.setUint32(16, offset, true);
    yield new Uint8Array(end.buffer);
  }
  if (sources.length > 0xffff) throw new ZipError('An archive holds at most 65535 files');
  const iterator = produce();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await iterator.next();
      if (next.done) controller.close();
      else controller.enqueue(next.value);
    },
    async cancel() {
      await iterator.return(undefined);
    },
  });
}

/** The whole archive in memory (for the small ones: exports of a few problems, tests). */
export async function zipBytes(sources: ZipSource[]): Promise<Uint8Array> {
  return new Uint8Array(await new Response(zipStream(sources)).arrayBuffer());
}
