import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

interface ChunkLike {
  type: 'chunk';
  fileName: string;
  code: string;
  isEntry: boolean;
  imports: string[];
}

/** The entry chunks and everything they import statically: what index.html loads before the app renders. */
export function firstPageFiles(bundle: Record<string, { type: string }>): ChunkLike[] {
  const chunks = Object.values(bundle).filter((item): item is ChunkLike => item.type === 'chunk');
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const seen = new Map<string, ChunkLike>();
  const visit = (chunk: ChunkLike) => {
    if (seen.has(chunk.fileName)) return;
    seen.set(chunk.fileName, chunk);
    for (const name of chunk.imports) {
      const next = byName.get(name);
      if (next) visit(next);
    }
  };
  chunks.filter((c) => c.isEntry).forEach(visit);
  return [...seen.values()];
}

/** Prints, after `vite build`, the gzip size of the JavaScript the first page loads (issue target: ≤ 250 KB). */
export function reportFirstPageSize(): Plugin {
  let bytes = 0;
  let count = 0;
  return {
    name: 'report-first-page-size',
    apply: 'build',
    generateBundle(_options, bundle) {
      const files = firstPageFiles(bundle);
      bytes = files.reduce((sum, c) => sum + gzipSync(c.code, { level: 9 }).length, 0);
      count = files.length;
    },
    closeBundle() {
      // Printed last, after Vite's own file list; route chunks loaded right after start are not included.
      console.log(`first page JS gzip: ${(bytes / 1024).toFixed(1)} KB (entry and its ${count - 1} static imports)`);
    },
  };
}
