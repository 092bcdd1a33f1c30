import { useLingui } from '@lingui/react';
import { ActionIcon, Menu, Tooltip } from '@mantine/core';
import { IconCheck, IconLanguage } from '@tabler/icons-react';
import { LOCALES, type Locale } from '../../contract/constants';
import { activateLocale } from '../lib/i18n';
import { msgId } from '../lib/message-id';

/** Each language is named in itself, so a reader finds theirs whatever is active. */
const LANGUAGE_NAME: Record<Locale, string> = {
  'zh-CN': msgId('Language_zh-CN'),
  'en-US': msgId('Language_en-US'),
};

export function LanguageSwitch() {
  const { _, i18n } = useLingui();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Tooltip label={_('Switch_Language')} openDelay={400}>
          <ActionIcon variant="default" size="lg" aria-label={_('Switch_Language')} data-testid="language-switch">
            <IconLanguage size={18} stroke={1.6} />
          </ActionIcon>
        </Tooltip>
      </Menu.Target>
      <Menu.Dropdown>
        {LOCALES.map((locale) => (
          <Menu.Item
            key={locale}
            lang={locale}
            data-testid={`language-option-${locale}`}
            rightSection={i18n.locale === locale ? <IconCheck size={14} /> : null}
            onClick={() => void activateLocale(locale)}
          >
            {_(LANGUAGE_NAME[locale])}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
