import { describe, expect, it } from 'vitest';
import { groupAvatarFileProblem } from './avatar-file';

describe('group avatar file checks', () => {
  it('accepts the six image types up to 2 MB', () => {
    expect(groupAvatarFileProblem({ name: 'a.PNG', size: 1000 })).toBeNull();
    expect(groupAvatarFileProblem({ name: 'a.webp', size: 2 * 1024 * 1024 })).toBeNull();
  });
  it('refuses other types and larger files with the spec messages', () => {
    expect(groupAvatarFileProblem({ name: 'a.svg', size: 10 })).toBe('File type not support');
    expect(groupAvatarFileProblem({ name: 'noext', size: 10 })).toBe('File type not support');
    expect(groupAvatarFileProblem({ name: 'a.jpg', size: 2 * 1024 * 1024 + 1 })).toBe('Exceed max size limit');
  });
});
