import { i18n } from '@lingui/core';
import { modals } from '@mantine/modals';
import type { ReactNode } from 'react';

interface DangerConfirm {
  title: string;
  body: ReactNode;
  onConfirm(): void;
  /** the red button's data-testid, for a browser test that confirms */
  testId?: string;
}

/** Asks before an action that cannot be undone: Cancel, and a red Confirm. */
export function confirmDanger({ title, body, onConfirm, testId }: DangerConfirm, confirmLabel = i18n._('Confirm')): void {
  modals.openConfirmModal({
    title,
    children: body,
    labels: { confirm: confirmLabel, cancel: i18n._('Cancel') },
    confirmProps: { color: 'red', 'data-testid': testId } as Record<string, string>,
    onConfirm,
  });
}

/** Asks before deleting: Cancel, and a red Delete. */
export function confirmDelete(confirm: DangerConfirm): void {
  confirmDanger(confirm, i18n._('Delete'));
}
