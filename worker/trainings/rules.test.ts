import { describe, expect, it } from 'vitest';
import { decideTrainingAccess, showsRealname } from './rules';

const training = { auth: 'Public', uid: 'author', status: true, gid: null };
const learner = { uid: 'u1', roles: ['user'] };

describe('decideTrainingAccess', () => {
  it('opens a public training to anyone signed in, never to a guest', () => {
    expect(decideTrainingAccess(training, learner, false)).toMatchObject({ canView: true, canSubmit: true, needsPassword: false, admin: false });
    expect(decideTrainingAccess(training, null, false)).toMatchObject({ canView: false, canSubmit: false });
  });

  it('asks for the password of a private training until the caller registered', () => {
    const priv = { ...training, auth: 'Private' };
    expect(decideTrainingAccess(priv, learner, false)).toMatchObject({ canView: false, needsPassword: true });
    expect(decideTrainingAccess(priv, learner, true)).toMatchObject({ canView: true, needsPassword: false });
  });

  it('lets the author and admins in without the password, and hides a hidden training from everyone else', () => {
    const priv = { ...training, auth: 'Private', status: false };
    expect(decideTrainingAccess(priv, { uid: 'author', roles: ['teacher'] }, false)).toMatchObject({ canView: true, admin: true, hidden: false });
    expect(decideTrainingAccess(priv, { uid: 'x', roles: ['admin'] }, false)).toMatchObject({ canView: true, admin: true });
    expect(decideTrainingAccess(priv, learner, true)).toMatchObject({ canView: false, hidden: true, needsPassword: false });
  });
});

describe('showsRealname', () => {
  it('shows real names to training admins, and to everyone only when the training ranks by real name', () => {
    expect(showsRealname(true, 'username')).toBe(true);
    expect(showsRealname(false, 'username')).toBe(false);
    expect(showsRealname(false, 'nickname')).toBe(false);
    expect(showsRealname(false, 'realname')).toBe(true);
  });
});
