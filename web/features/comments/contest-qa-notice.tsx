import { useLingui } from '@lingui/react';
import { Alert, List } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';

/** The Q&A notice above a contest's comments (part 2 "Comment", part 3 §2.15): three tips. */
export function ContestQaNotice() {
  const { _ } = useLingui();
  return (
    <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} />} title={_('Contest_QA_Notice')} data-testid="contest-qa-notice">
      <List size="sm" spacing={4}>
        <List.Item>{_('Contest_QA_Tip_1')}</List.Item>
        <List.Item>{_('Contest_QA_Tip_2')}</List.Item>
        <List.Item>{_('Contest_QA_Tip_3')}</List.Item>
      </List>
    </Alert>
  );
}
