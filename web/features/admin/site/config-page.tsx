import { useLingui } from '@lingui/react';
import { Stack, Tabs } from '@mantine/core';
import { AdminPageHeader } from '../../../components/admin-table';
import { msgId } from '../../../lib/message-id';
import { CarouselSection } from './carousel-section';
import { CommunitySection, JudgeSection, SmsSection, SmtpSection, WebsiteSection } from './config-sections';

const SECTIONS = [
  { value: 'web', label: msgId('Config_Website'), panel: WebsiteSection },
  { value: 'smtp', label: msgId('Config_Smtp'), panel: SmtpSection },
  { value: 'sms', label: msgId('Config_Sms'), panel: SmsSection },
  { value: 'judge', label: msgId('Config_Judge'), panel: JudgeSection },
  { value: 'community', label: msgId('Config_Community'), panel: CommunitySection },
  { value: 'carousel', label: msgId('Config_Carousel'), panel: CarouselSection },
] as const;

/**
 * /admin/conf (part 3 §2.2 SA, §3.7): the system configuration's sections. Each is a D1 row read on
 * every request, so a saved change applies at once, without a deployment (decision 36).
 */
export function ConfigPage() {
  const { _ } = useLingui();
  return (
    <Stack gap="md" data-testid="admin-conf">
      <AdminPageHeader title={_('Admin_Conf')} />
      <Tabs defaultValue="web" keepMounted={false}>
        <Tabs.List>
          {SECTIONS.map((section) => (
            <Tabs.Tab key={section.value} value={section.value} data-testid={`config-tab-${section.value}`}>
              {_(section.label)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {SECTIONS.map((section) => (
          <Tabs.Panel key={section.value} value={section.value} pt="md">
            <section.panel />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
