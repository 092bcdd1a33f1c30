import { useLingui } from '@lingui/react';
import { Button, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import type { GroupDetail } from '../../../contract/api/groups';
import { GROUP_AUTH, GROUP_LIMITS, GROUP_MESSAGES, membershipAction } from '../../../contract/rules/groups';
import { confirmDanger } from '../../components/confirm-danger';
import { groupKeys } from '../../lib/group-keys';
import { notifySuccess } from '../../lib/notify';
import { lengthHint } from './group-form';
import { applyErrors } from './group-model';
import { groupsApi } from './groups-api';

/** The apply dialog (part 3 §2.4, §5): a reason for protected groups, a reason and the code for private ones. */
function ApplyDialog({ group, opened, onClose, onApplied }: { group: GroupDetail; opened: boolean; onClose(): void; onApplied(): void }) {
  const { _ } = useLingui();
  const [reason, setReason] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ reason?: string; code?: string }>({});
  const apply = useMutation({
    mutationFn: () => groupsApi.apply(group.id, reason.trim(), group.auth === GROUP_AUTH.private ? code.trim() : null),
    onSuccess: () => {
      onClose();
      onApplied();
    },
  });
  const submit = () => {
    const found = applyErrors(group.auth, reason, code);
    setErrors(found);
    if (Object.keys(found).length === 0) apply.mutate();
  };
  return (
    <Modal opened={opened} onClose={onClose} title={_('Apply_Group')} data-testid="group-apply-dialog">
      <Stack gap="sm">
        <Textarea
          label={_('Apply_Reason')}
          description={lengthHint(_, GROUP_LIMITS.reason)}
          withAsterisk
          autosize
          minRows={3}
          maxLength={GROUP_LIMITS.reason.max}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          error={errors.reason ? _(errors.reason) : undefined}
          data-testid="group-apply-reason"
        />
        {group.auth === GROUP_AUTH.private && (
          <TextInput
            label={_('Group_Code')}
            description={lengthHint(_, GROUP_LIMITS.code)}
            withAsterisk
            value={code}
            onChange={(event) => setCode(event.currentTarget.value)}
            error={errors.code ? _(errors.code) : undefined}
            data-testid="group-apply-code"
          />
        )}
        <Button onClick={submit} loading={apply.isPending} data-testid="group-apply-submit">
          {_('Submit')}
        </Button>
      </Stack>
    </Modal>
  );
}

/**
 * The viewer's membership button (part 3 §2.4): Apply, Applying, Refused, Exit or Disband, from
 * `membershipAction` (contract/rules/groups.ts). Exit and Disband ask first.
 */
export function MembershipAction({ group, level, isOwner, siteAdmin }: { group: GroupDetail; level: number; isOwner: boolean; siteAdmin: boolean }) {
  const { _ } = useLingui();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [applying, setApplying] = useState(false);
  const action = membershipAction(level, isOwner, siteAdmin);
  const refreshGroup = () => {
    void queryClient.invalidateQueries({ queryKey: groupKeys.group(group.id) });
    void queryClient.invalidateQueries({ queryKey: groupKeys.lists() });
  };
  const joinAtOnce = useMutation({ mutationFn: () => groupsApi.apply(group.id, null, null), onSuccess: () => { notifySuccess(_(GROUP_MESSAGES.applied)); refreshGroup(); } });
  const exit = useMutation({ mutationFn: () => groupsApi.exit(group.id), onSuccess: () => { notifySuccess(_(GROUP_MESSAGES.exited)); refreshGroup(); } });
  const disband = useMutation({
    mutationFn: () => groupsApi.disband(group.id),
    onSuccess: () => {
      notifySuccess(_(GROUP_MESSAGES.disbanded));
      queryClient.removeQueries({ queryKey: groupKeys.group(group.id) });
      void queryClient.invalidateQueries({ queryKey: groupKeys.lists() });
      void navigate({ to: '/group' });
    },
  });

  if (action === 'applying')
    return (
      <Button fullWidth variant="light" color="yellow" disabled data-testid="group-membership-applying">
        {_('Group_Applying')}
      </Button>
    );
  if (action === 'exit')
    return (
      <Button
        fullWidth
        color="red"
        variant="light"
        loading={exit.isPending}
        data-testid="group-membership-exit"
        onClick={() => confirmDanger({ title: _('Exit_Group'), body: _('Exit_Group_Confirm'), onConfirm: () => exit.mutate(), testId: 'group-exit-confirm' }, _('Exit_Group'))}
      >
        {_('Exit_Group')}
      </Button>
    );
  if (action === 'disband')
    return (
      <Button
        fullWidth
        color="red"
        loading={disband.isPending}
        data-testid="group-membership-disband"
        onClick={() => confirmDanger({ title: _('Disband_Group'), body: _('Disband_Group_Confirm'), onConfirm: () => disband.mutate(), testId: 'group-disband-confirm' }, _('Disband_Group'))}
      >
        {_('Disband_Group')}
      </Button>
    );
  // none (0) applies; refused (2) shows Refused and may apply again (decision 31)
  const onApply = () => {
    if (group.auth === GROUP_AUTH.public) joinAtOnce.mutate();
    else setApplying(true);
  };
  return (
    <>
      <Button
        fullWidth
        color={action === 'refused' ? 'gray' : undefined}
        loading={joinAtOnce.isPending}
        onClick={onApply}
        data-testid={action === 'refused' ? 'group-membership-refused' : 'group-membership-apply'}
      >
        {action === 'refused' ? _('Group_Refused') : _('Apply_Group')}
      </Button>
      {applying && (
        <ApplyDialog
          group={group}
          opened={applying}
          onClose={() => setApplying(false)}
          onApplied={() => {
            notifySuccess(_(GROUP_MESSAGES.applied));
            refreshGroup();
          }}
        />
      )}
    </>
  );
}
