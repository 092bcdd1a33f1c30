import { useLingui } from '@lingui/react';
import { Accordion, ActionIcon, Badge, Box, Code, Container, Group, List, Paper, Stack, Table, Text, ThemeIcon, Title, Tooltip } from '@mantine/core';
import { IconBulb, IconCheck, IconCopy, IconTerminal2 } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { LanguageInfo } from '../../../contract/judge';
import { JudgeStatusBadge } from '../../components/judge-status-badge';
import { QueryState } from '../../components/query-state';
import { JUDGE_STATUS_CODES, judgeStatusMeta } from '../../lib/judge-status';
import { msgId } from '../../lib/message-id';
import { usePageTitle } from '../../lib/use-page-title';
import { useCopy } from '../../lib/use-copy';
import { judgeLanguagesOptions } from './about-api';

/** The four compile tips of part 1 §2 (Compiler help page), each a title and its explanation. */
const COMPILE_TIPS = [
  { key: 'stdio', title: msgId('Compile_Tip_Stdio'), text: msgId('Compile_Tip_Stdio_Text') },
  { key: 'main', title: msgId('Compile_Tip_Main'), text: msgId('Compile_Tip_Main_Text') },
  { key: 'java', title: msgId('Compile_Tip_Java'), text: msgId('Compile_Tip_Java_Text') },
  { key: 'online-judge', title: msgId('Compile_Tip_Online_Judge'), text: msgId('Compile_Tip_Online_Judge_Text') },
] as const;

/**
 * /developer (part 1 §2 "Compiler help page"): the languages of the local judge with their compile
 * commands and A+B templates, as the runners announce them; every judge status explained; four tips.
 */
export function CompilerHelpPage() {
  const { _ } = useLingui();
  usePageTitle(_('Compiler_Help'));
  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="xl">
        <Stack gap={4}>
          <Title order={2}>{_('Compiler_Help')}</Title>
          <Text c="dimmed">{_('Compiler_Help_Intro')}</Text>
        </Stack>
        <JudgeLanguages />
        <JudgeStatuses />
        <CompileTips />
      </Stack>
    </Container>
  );
}

function JudgeLanguages() {
  const { _ } = useLingui();
  const languages = useQuery(judgeLanguagesOptions);
  const list = languages.data ?? [];
  return (
    <Paper withBorder radius="md" p="md" data-testid="developer-languages">
      <Stack gap="sm">
        <Title order={3}>{_('Judge_Languages')}</Title>
        <QueryState query={languages} empty={list.length === 0} emptyText={_('No_Judge_Languages')} testId="developer-languages">
          <Accordion variant="separated" multiple defaultValue={list.slice(0, 1).map((l) => l.name)}>
            {list.map((language) => (
              <LanguageItem key={language.name} language={language} />
            ))}
          </Accordion>
        </QueryState>
      </Stack>
    </Paper>
  );
}

function LanguageItem({ language }: { language: LanguageInfo }) {
  const { _ } = useLingui();
  return (
    <Accordion.Item value={language.name} data-testid="developer-language">
      <Accordion.Control icon={<IconTerminal2 size={18} stroke={1.6} />}>
        <Group gap="sm" wrap="wrap">
          <Text fw={600} data-testid="developer-language-name">
            {language.name}
          </Text>
          {language.description && (
            <Badge variant="light" color="gray" tt="none">
              {language.description}
            </Badge>
          )}
        </Group>
      </Accordion.Control>
      <Accordion.Panel>
        <Stack gap="sm">
          <Box>
            <Text size="sm" fw={600} mb={4}>
              {_('Compile_Command')}
            </Text>
            <CopyableCode text={language.compileCommand} testId="developer-compile-command" />
          </Box>
          <Box>
            <Text size="sm" fw={600} mb={4}>
              {_('A_Plus_B_Template')}
            </Text>
            <CopyableCode text={language.template} testId="developer-template" />
          </Box>
        </Stack>
      </Accordion.Panel>
    </Accordion.Item>
  );
}

function CopyableCode({ text, testId }: { text: string; testId: string }) {
  const { _ } = useLingui();
  const { copied, copy } = useCopy();
  return (
    <Box pos="relative">
      <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all', paddingRight: 40 }} data-testid={testId}>
        {text}
      </Code>
      <Tooltip label={_('Copy')} withArrow>
        <ActionIcon variant="subtle" size="sm" pos="absolute" top={6} right={6} onClick={() => void copy(text)} aria-label={_('Copy')}>
          {copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
        </ActionIcon>
      </Tooltip>
    </Box>
  );
}

/** Every status of part 1 §3, with its tag, its name and what it means. */
function JudgeStatuses() {
  const { _ } = useLingui();
  return (
    <Paper withBorder radius="md" p="md" data-testid="developer-statuses">
      <Stack gap="sm">
        <Title order={3}>{_('Judge_Status_Explained')}</Title>
        <Table.ScrollContainer minWidth={640}>
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={96} />
                <Table.Th w={170}>{_('Status')}</Table.Th>
                <Table.Th w={70}>{_('Status_Code')}</Table.Th>
                <Table.Th>{_('Status_Meaning')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {JUDGE_STATUS_CODES.map((code) => (
                <Table.Tr key={code} data-testid="developer-status">
                  <Table.Td>
                    <JudgeStatusBadge status={code} short explain={false} />
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" fw={500}>
                      {_(judgeStatusMeta(code).name)}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Code>{code}</Code>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{_(judgeStatusMeta(code).explanation)}</Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
    </Paper>
  );
}

function CompileTips() {
  const { _ } = useLingui();
  return (
    <Paper withBorder radius="md" p="md" data-testid="developer-tips">
      <Stack gap="sm">
        <Title order={3}>{_('Compile_Tips')}</Title>
        <List
          spacing="sm"
          icon={
            <ThemeIcon size={22} radius="xl" variant="light" color="yellow">
              <IconBulb size={14} />
            </ThemeIcon>
          }
        >
          {COMPILE_TIPS.map((tip) => (
            <List.Item key={tip.key} data-testid="developer-tip">
              <Text fw={600} size="sm">
                {_(tip.title)}
              </Text>
              <Text size="sm" c="dimmed">
                {_(tip.text)}
              </Text>
            </List.Item>
          ))}
        </List>
      </Stack>
    </Paper>
  );
}
