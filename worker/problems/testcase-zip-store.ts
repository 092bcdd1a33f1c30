import { sha256Hex } from '../../contract/judge';
import { ZipError, type ZipArchive, type ZipEntry } from './testcase-zip';

/** Test files live in R2 by content: testdata/<sha-256>, shared by every case that has the same bytes. */
export const TESTDATA_PREFIX = 'testdata/';

/** A stored test file older than this is written again when a save reuses it (see testdata-sweep.ts). */
export const REUSE_REFRESH_MS = 24 * 3600 * 1000;

/** Entries up to this size are hashed and stored from memory in one pass; larger ones are streamed twice. */
const IN_MEMORY_BYTES = 8 * 1024 * 1024;

export interface StoredFile {
  hash: string;
  size: number;
}

/**
 * Whether a test file must be written: it is missing, or it is old enough that the unused-file sweep
 * could take it before the save reusing it writes its case (writing it again makes it young).
 */
async function mustWrite(bucket: R2Bucket, hash: string): Promise<boolean> {
  const existing = await bucket.head(TESTDATA_PREFIX + hash);
  return !existing || existing.uploaded.getTime() < Date.now() - REUSE_REFRESH_MS;
}

export async function storeTestdata(bucket: R2Bucket, content: string | Uint8Array<ArrayBuffer>): Promise<StoredFile> {
  const bytes = typeof content === 'string' ? (new TextEncoder().encode(content) as Uint8Array<ArrayBuffer>) : content;
  const hash = await sha256Hex(bytes);
  if (await mustWrite(bucket, hash)) await bucket.put(TESTDATA_PREFIX + hash, bytes);
  return { hash, size: bytes.byteLength };
}

/**
 * Stores one archive entry under its hash. A large entry is inflated once to hash it (nothing kept)
 * and, when R2 does not have it yet, once more straight into R2 with its now known length.
 */
export async function storeZipEntry(bucket: R2Bucket, archive: ZipArchive, entry: ZipEntry): Promise<StoredFile> {
  if (entry.size <= IN_MEMORY_BYTES) return storeTestdata(bucket, await archive.bytes(entry, IN_MEMORY_BYTES));
  try {
    const digest = new crypto.DigestStream('SHA-256');
    await (await archive.stream(entry)).pipeTo(digest);
    const hash = [...new Uint8Array(await digest.digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
    if (await mustWrite(bucket, hash)) {
      const sized = new FixedLengthStream(entry.size);
      const piping = (await archive.stream(entry)).pipeTo(sized.writable);
      await Promise.all([bucket.put(TESTDATA_PREFIX + hash, sized.readable), piping]);
    }
    return { hash, size: entry.size };
  } catch (error) {
    // A corrupt deflate stream surfaces as the runtime's TypeError; the user should read why.
    throw error instanceof ZipError ? error : new ZipError(`${entry.name} cannot be inflated; the archive is damaged`);
  }
}

export async function readTestdata(bucket: R2Bucket, hash: string): Promise<R2ObjectBody | null> {
  return bucket.get(TESTDATA_PREFIX + hash);
}
