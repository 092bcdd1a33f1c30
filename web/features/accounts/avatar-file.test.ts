import { describe, expect, it } from 'vitest';
import { avatarFileProblem } from './avatar-file';

describe('avatarFileProblem', () => {
  it('accepts the six image types up to 2 MB, whatever the letter case', () => {
    for (const name of ['a.gif', 'a.jpg', 'a.JPEG', 'a.png', 'a.bmp', 'a.webp']) {
      expect(avatarFileProblem({ name, size: 2_097_152 })).toBeNull();
    }
  });

  it('refuses other types', () => {
    expect(avatarFileProblem({ name: 'a.svg', size: 10 })).toBe('File type not support');
    expect(avatarFileProblem({ name: 'png', size: 10 })).toBe('File type not support');
    expect(avatarFileProblem({ name: 'a.png.exe', size: 10 })).toBe('File type not support');
  });

  it('refuses files over 2097152 bytes', () => {
    expect(avatarFileProblem({ name: 'a.png', size: 2_097_153 })).toBe('Exceed max size limit');
  });
});
