import { useLingui } from '@lingui/react';
import { Paper, Stack } from '@mantine/core';
import { AdminPageHeader } from '../../../components/admin-table';
import { SWITCH_NAMES, SwitchList } from './switch-list';

/** /admin/switch (part 3 §2.2 SA): the site switches, each saved when flipped. */
export function SwitchPage() {
  const { _ } = useLingui();
  return (
    <Stack gap="md" data-testid="admin-switch">
      <AdminPageHeader title={_('Admin_Switch')} />
      <Paper withBorder radius="md" p="md" maw={760}>
        <SwitchList names={SWITCH_NAMES} />
      </Paper>
    </Stack>
  );
}
