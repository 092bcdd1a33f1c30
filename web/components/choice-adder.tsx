import { useLingui } from '@lingui/react';
import { Button } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { notifySuccess } from '../lib/notify';

export interface ChoiceAdder {
  isAdded(id: number): boolean;
  isAdding(id: number): boolean;
  add(id: number): void;
}

/**
 * Adds the choices of an add dialog (a training's papers, the problem pickers) one at a time;
 * `addedId` names what the answer added, which then counts as added (with those `attached` before
 * the dialog opened).
 */
export function useChoiceAdder<Added>(add: (id: number) => Promise<Added>, addedId: (added: Added) => number, onDone: () => void, attached: readonly number[] = []): ChoiceAdder {
  const { _ } = useLingui();
  const [added, setAdded] = useState<readonly number[]>(attached);
  const mutation = useMutation({
    mutationFn: add,
    onSuccess: (result) => {
      notifySuccess(_('Training_Added_Successfully'));
      setAdded((list) => [...list, addedId(result)]);
      onDone();
    },
  });
  return {
    isAdded: (id) => added.includes(id),
    isAdding: (id) => mutation.isPending && mutation.variables === id,
    add: (id) => mutation.mutate(id),
  };
}

/** A choice's Add button; "Already added" once it is in; `disabled` while the dialog still lacks something the add needs. */
export function ChoiceAddButton({ id, adder, testId, disabled = false }: { id: number; adder: ChoiceAdder; testId: string; disabled?: boolean }) {
  const { _ } = useLingui();
  const added = adder.isAdded(id);
  return (
    <Button size="compact-xs" variant="light" disabled={added || disabled} loading={adder.isAdding(id)} onClick={() => adder.add(id)} data-testid={testId}>
      {added ? _('Training_Already_Added') : _('Add')}
    </Button>
  );
}
