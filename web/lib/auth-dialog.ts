/**
 * Login, Register and Reset Password are dialogs that anything may open: the header, the route
 * guard, the 401 handler. They talk through this channel so none of them imports the dialogs.
 */
export type AuthDialogKind = 'login' | 'register' | 'reset';

export interface AuthDialogRequest {
  kind: AuthDialogKind;
  /** prefills the username of the login form */
  username?: string;
}

type Listener = (request: AuthDialogRequest) => void;

let listener: Listener | null = null;
/** A request made before the dialogs mounted (a guard on the first page load) waits here. */
let waiting: AuthDialogRequest | null = null;

export function openAuthDialog(kind: AuthDialogKind, username?: string): void {
  const request = username === undefined ? { kind } : { kind, username };
  if (listener) listener(request);
  else waiting = request;
}

export function onAuthDialogRequest(next: Listener): () => void {
  listener = next;
  if (waiting) {
    next(waiting);
    waiting = null;
  }
  return () => {
    if (listener === next) listener = null;
  };
}
