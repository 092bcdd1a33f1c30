import { useLingui } from '@lingui/react';
import { ActionIcon, Box, Button, Checkbox, Group, Input, Paper, Select, SimpleGrid, Stack, Switch, Text, Tooltip, useComputedColorScheme } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import type { LanguageInfo } from '../../../../contract/judge';
import { CodeEditor } from '../../../components/code-editor/code-editor';
import { defaultEditorSettings, monacoLanguageOf } from '../../../components/code-editor/editor-options';
import type { TemplateRow } from './problem-form-model';

interface LanguagesSectionProps {
  available: LanguageInfo[];
  languages: string[];
  templates: TemplateRow[];
  onLanguages(languages: string[]): void;
  onTemplates(templates: TemplateRow[]): void;
  errorOf(field: string): string | undefined;
}

const TEMPLATE_HEIGHT = 260;

/** The languages a problem accepts and a code template per language (part 3 §3.4, §5). */
export function LanguagesSection({ available, languages, templates, onLanguages, onTemplates, errorOf }: LanguagesSectionProps) {
  const { _ } = useLingui();
  const dark = useComputedColorScheme('light') === 'dark';
  const names = [...new Set([...available.map((l) => l.name), ...languages])].sort((a, b) => a.localeCompare(b));
  const withoutTemplate = languages.filter((l) => !templates.some((t) => t.language === l));
  const [adding, setAdding] = useState<string | null>(null);
  const setTemplate = (index: number, patch: Partial<TemplateRow>) => onTemplates(templates.map((t, i) => (i === index ? { ...t, ...patch } : t)));
  const info = (name: string) => available.find((l) => l.name === name);

  return (
    <Stack gap="md">
      <Input.Wrapper label={_('Languages')} required error={errorOf('languages')}>
        <Group gap="xs" mt={6} mb={4}>
          <Button size="compact-xs" variant="subtle" onClick={() => onLanguages(names)}>
            {_('Select_All')}
          </Button>
          <Button size="compact-xs" variant="subtle" color="gray" onClick={() => onLanguages([])}>
            {_('Select_None')}
          </Button>
        </Group>
        <Checkbox.Group value={languages} onChange={onLanguages}>
          <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing="xs" data-testid="problem-languages">
            {names.map((name) => (
              <Checkbox key={name} value={name} label={name} />
            ))}
          </SimpleGrid>
        </Checkbox.Group>
      </Input.Wrapper>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Text fw={500} size="sm">
            {_('Code_Template')}
          </Text>
          <Group gap="xs">
            <Select size="xs" placeholder={_('Language')} data={withoutTemplate} value={adding} onChange={setAdding} w={180} aria-label={_('Language')} />
            <Button
              size="xs"
              variant="light"
              leftSection={<IconPlus size={14} />}
              disabled={!adding}
              onClick={() => {
                if (!adding) return;
                onTemplates([...templates, { language: adding, code: info(adding)?.template ?? '', status: true }]);
                setAdding(null);
              }}
            >
              {_('Add_Code_Template')}
            </Button>
          </Group>
        </Group>
        {templates.map((template, index) => (
          <Paper key={template.language} withBorder radius="sm" p="xs">
            <Group justify="space-between" mb={6} gap="xs">
              <Group gap="sm">
                <Text fw={600} size="sm">
                  {template.language}
                </Text>
                <Switch size="xs" label={_('Template_Enabled')} checked={template.status} onChange={(event) => setTemplate(index, { status: event.currentTarget.checked })} />
                {!languages.includes(template.language) && (
                  <Text size="xs" c="orange">
                    {_('Template_Language_Not_Chosen')}
                  </Text>
                )}
              </Group>
              <Tooltip label={_('Delete')} withArrow>
                <ActionIcon variant="subtle" color="red" onClick={() => onTemplates(templates.filter((_t, i) => i !== index))} aria-label={_('Delete')}>
                  <IconTrash size={16} />
                </ActionIcon>
              </Tooltip>
            </Group>
            <Box style={{ border: `1px solid ${errorOf(`codeTemplates.${index}`) ? 'var(--mantine-color-error)' : 'var(--mantine-color-default-border)'}`, borderRadius: 4, overflow: 'hidden' }}>
              <CodeEditor value={template.code} onChange={(code) => setTemplate(index, { code })} language={monacoLanguageOf(template.language, info(template.language)?.contentType)} settings={defaultEditorSettings(dark)} height={TEMPLATE_HEIGHT} />
            </Box>
            {errorOf(`codeTemplates.${index}`) && (
              <Text size="xs" c="red" mt={4}>
                {errorOf(`codeTemplates.${index}`)}
              </Text>
            )}
          </Paper>
        ))}
      </Stack>
    </Stack>
  );
}
