import { i18n } from '@lingui/core';
import { notifications } from '@mantine/notifications';

/** Part 1 §8: a failed call is an error notification titled Error, shown for 5 s. */
export function notifyError(message: string): void {
  notifications.show({ title: i18n._('Error'), message, color: 'red', autoClose: 5000 });
}

export function notifySuccess(message: string): void {
  notifications.show({ message, color: 'teal', autoClose: 4000 });
}

export function notifyWarning(message: string): void {
  notifications.show({ message, color: 'yellow', autoClose: 4000 });
}
