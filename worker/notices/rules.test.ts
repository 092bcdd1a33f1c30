import { fill } from '../../contract/message-template';
import { describe, expect, it } from 'vitest';
import { COMMUNITY_MESSAGES } from '../../contract/rules/community';
import { designatedNames, unknownUsersRefusal, usernameKey } from './rules';

describe('designatedNames', () => {
  it('resolves nobody for All and Admin, whatever users were sent', () => {
    expect(designatedNames('All', ['alice'])).toEqual({ names: [] });
    expect(designatedNames('Admin', [])).toEqual({ names: [] });
  });

  it('keeps each designated user once, ignoring case and blanks', () => {
    expect(designatedNames('Designated', ['alice', ' Bob ', 'ALICE', '', 'bob'])).toEqual({ names: ['alice', 'Bob'] });
  });

  it('refuses a designated notification that names nobody', () => {
    expect(designatedNames('Designated', [])).toEqual({ refusal: COMMUNITY_MESSAGES.designatedRequired });
    expect(designatedNames('Designated', ['  '])).toEqual({ refusal: COMMUNITY_MESSAGES.designatedRequired });
  });
});

describe('unknownUsersRefusal', () => {
  it('names every user that was not found, in the order sent', () => {
    expect(unknownUsersRefusal(['alice', 'ghost', 'Bob', 'nobody'], new Set(['alice', 'bob']))).toBe(fill(COMMUNITY_MESSAGES.unknownUsers, { usernames: 'ghost, nobody' }));
  });

  it('is null when everyone exists', () => {
    expect(unknownUsersRefusal(['Alice'], new Set([usernameKey('Alice')]))).toBeNull();
  });
});
