import { useLingui } from '@lingui/react';
import { ActionIcon, Popover, SegmentedControl, Select, Stack, Text, Tooltip, useComputedColorScheme } from '@mantine/core';
import { IconSettings } from '@tabler/icons-react';
import { EDITOR_FONT_SIZES, EDITOR_TAB_SIZES, editorThemesFor, effectiveEditorTheme, type EditorSettings, type EditorTheme } from '../../components/code-editor/editor-options';
import { msgId } from '../../lib/message-id';

const THEME_LABELS: Record<EditorTheme, string> = {
  monokai: msgId('Editor_Theme_Monokai'),
  solarized: msgId('Editor_Theme_Solarized'),
  material: msgId('Editor_Theme_Material'),
  idea: msgId('Editor_Theme_Idea'),
  eclipse: msgId('Editor_Theme_Eclipse'),
  'base16-dark': msgId('Editor_Theme_Base16_Dark'),
  cobalt: msgId('Editor_Theme_Cobalt'),
  dracula: msgId('Editor_Theme_Dracula'),
};

/** Theme (of the site's light or dark kind), font size (12–20 px) and tab size (2, 4, 8) of the editor. */
export function EditorSettingsPopover({ settings, onChange }: { settings: EditorSettings; onChange(next: EditorSettings): void }) {
  const { _ } = useLingui();
  // The editor follows the site's light/dark scheme, so only the themes of that kind are offered.
  const dark = useComputedColorScheme('light', { getInitialValueInEffect: false }) === 'dark';
  return (
    <Popover position="bottom-end" width={260} shadow="md" withArrow>
      <Popover.Target>
        <Tooltip label={_('Editor_Settings')} withArrow>
          <ActionIcon variant="default" size="lg" aria-label={_('Editor_Settings')} data-testid="editor-settings">
            <IconSettings size={18} />
          </ActionIcon>
        </Tooltip>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="sm">
          <Select
            label={_('Editor_Theme')}
            data={editorThemesFor(dark).map((theme) => ({ value: theme, label: _(THEME_LABELS[theme]) }))}
            value={effectiveEditorTheme(settings.theme, dark)}
            onChange={(value) => value && onChange({ ...settings, theme: value })}
            allowDeselect={false}
            comboboxProps={{ withinPortal: false }}
            data-testid="editor-theme"
          />
          <Select
            label={_('Editor_Font_Size')}
            data={EDITOR_FONT_SIZES.map((size) => ({ value: String(size), label: `${size} px` }))}
            value={String(settings.fontSize)}
            onChange={(value) => value && onChange({ ...settings, fontSize: Number(value) })}
            allowDeselect={false}
            comboboxProps={{ withinPortal: false }}
            data-testid="editor-font-size"
          />
          <div>
            <Text size="sm" fw={500} mb={4}>
              {_('Editor_Tab_Size')}
            </Text>
            <SegmentedControl
              fullWidth
              data={EDITOR_TAB_SIZES.map((size) => ({ value: String(size), label: String(size) }))}
              value={String(settings.tabSize)}
              onChange={(value) => onChange({ ...settings, tabSize: Number(value) })}
              data-testid="editor-tab-size"
            />
          </div>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
