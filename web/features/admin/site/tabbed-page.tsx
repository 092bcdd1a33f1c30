import { useLingui } from '@lingui/react';
import { Stack, Tabs } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { AdminPageHeader } from '../../../components/admin-table';

export interface AdminTab {
  value: string;
  /** catalog id */
  label: string;
  icon?: Icon;
  panel: ComponentType;
}

/** An admin screen of several tabs, each mounted only while open; `testId` names the screen and prefixes its tabs. */
export function TabbedAdminPage({ title, tabs, testId }: { title: string; tabs: readonly AdminTab[]; testId: string }) {
  const { _ } = useLingui();
  return (
    <Stack gap="md" data-testid={testId}>
      <AdminPageHeader title={title} />
      <Tabs defaultValue={tabs[0]?.value} keepMounted={false}>
        <Tabs.List>
          {tabs.map((tab) => (
            <Tabs.Tab key={tab.value} value={tab.value} leftSection={tab.icon && <tab.icon size={16} />} data-testid={`${testId}-tab-${tab.value}`}>
              {_(tab.label)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {tabs.map((tab) => (
          <Tabs.Panel key={tab.value} value={tab.value} pt="md">
            <tab.panel />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
