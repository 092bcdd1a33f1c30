import { describe, expect, it, vi } from 'vitest';
import { onAuthDialogRequest, openAuthDialog } from './auth-dialog';

describe('auth dialog channel', () => {
  it('delivers a request made before anyone listens, once', () => {
    openAuthDialog('login');
    const first = vi.fn();
    const stop = onAuthDialogRequest(first);
    expect(first).toHaveBeenCalledWith({ kind: 'login' });
    stop();
    const second = vi.fn();
    onAuthDialogRequest(second)();
    expect(second).not.toHaveBeenCalled();
  });

  it('passes requests to the current listener with the prefilled username', () => {
    const listener = vi.fn();
    const stop = onAuthDialogRequest(listener);
    openAuthDialog('login', 'alice');
    openAuthDialog('register');
    expect(listener.mock.calls).toEqual([[{ kind: 'login', username: 'alice' }], [{ kind: 'register' }]]);
    stop();
  });
});
