import { i18n } from '@lingui/core';
import { notifications, type NotificationData } from '@mantine/notifications';

type Kind = 'error' | 'success' | 'warning';

/** Errors on screen now, so a flow that succeeds afterwards can take them away. */
const openErrors = new Set<string>();

/**
 * One toast per kind and text: the id is made of both, and Mantine does not show a second toast
 * with an id already on screen, so pressing submit five times shows one "Code can not be empty",
 * not a stack of five (part 1 §8: the overlay shows one message at a time).
 */
export function notificationId(kind: Kind, message: string): string {
  return `${kind}:${message}`;
}

function show(kind: Kind, message: string, data: Omit<NotificationData, 'id' | 'message'>): void {
  const id = notificationId(kind, message);
  if (kind === 'error') openErrors.add(id);
  notifications.show({
    ...data,
    id,
    message,
    onClose: () => {
      openErrors.delete(id);
    },
  });
}

/** Part 1 §8: a failed call is an error notification titled Error, shown for 5 s. */
export function notifyError(message: string): void {
  show('error', message, { title: i18n._('Error'), color: 'red', autoClose: 5000 });
}

export function notifySuccess(message: string): void {
  show('success', message, { color: 'teal', autoClose: 4000 });
}

export function notifyWarning(message: string): void {
  show('warning', message, { color: 'yellow', autoClose: 4000 });
}

/**
 * Closes the error toasts still on screen: once a flow succeeds (registered, logged in), an earlier
 * "username taken" or "wrong code" is no longer true and must not linger beside the welcome.
 */
export function closeErrorNotifications(): void {
  for (const id of [...openErrors]) notifications.hide(id);
  openErrors.clear();
}
