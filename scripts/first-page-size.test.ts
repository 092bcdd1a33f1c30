import { describe, expect, it } from 'vitest';
import { firstPageFiles } from './first-page-size';

const chunk = (fileName: string, imports: string[], isEntry = false) => ({ type: 'chunk' as const, fileName, code: 'x', isEntry, imports });

describe('first page files', () => {
  it('takes the entry and its static imports, transitively, and leaves lazy chunks out', () => {
    const bundle = {
      'index.js': chunk('index.js', ['react.js', 'app.js'], true),
      'react.js': chunk('react.js', []),
      'app.js': chunk('app.js', ['react.js', 'shared.js']),
      'shared.js': chunk('shared.js', []),
      'editor.js': chunk('editor.js', ['shared.js']),
      'style.css': { type: 'asset' },
    };
    expect(firstPageFiles(bundle).map((c) => c.fileName).sort()).toEqual(['app.js', 'index.js', 'react.js', 'shared.js']);
  });
});
