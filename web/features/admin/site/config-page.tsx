import { useLingui } from '@lingui/react';
import { msgId } from '../../../lib/message-id';
import { CarouselSection } from './carousel-section';
import { CommunitySection, JudgeSection, SmsSection, SmtpSection, WebsiteSection } from './config-sections';
import { TabbedAdminPage, type AdminTab } from './tabbed-page';

const SECTIONS: AdminTab[] = [
  { value: 'web', label: msgId('Config_Website'), panel: WebsiteSection },
  { value: 'smtp', label: msgId('Config_Smtp'), panel: SmtpSection },
  { value: 'sms', label: msgId('Config_Sms'), panel: SmsSection },
  { value: 'judge', label: msgId('Config_Judge'), panel: JudgeSection },
  { value: 'community', label: msgId('Config_Community'), panel: CommunitySection },
  { value: 'carousel', label: msgId('Config_Carousel'), panel: CarouselSection },
];

/**
 * /admin/conf (part 3 §2.2 SA, §3.7): the system configuration's sections. Each is a D1 row read on
 * every request, so a saved change applies at once, without a deployment (decision 36).
 */
export function ConfigPage() {
  const { _ } = useLingui();
  return <TabbedAdminPage title={_('Admin_Conf')} tabs={SECTIONS} testId="admin-conf" />;
}
