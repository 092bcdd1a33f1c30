import { useLingui } from '@lingui/react';
import { Alert, Badge, Button, Group, NumberInput, Paper, PasswordInput, SimpleGrid, Stack, Switch, Table, Text, Textarea, TextInput, Title } from '@mantine/core';
import { IconInfoCircle, IconMail, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { SUBMIT_INTERVAL_MAX, type JudgeRunnerView, type MailDelivery, type SmsView, type SmtpView, type WebConfig } from '../../../../contract/api/config';
import { COMMUNITY_LIMIT_MAX, type CommunityLimits } from '../../../../contract/rules/community';
import { AdminTable } from '../../../components/admin-table';
import { communityKeys } from '../../../lib/community-keys';
import { formatDateTime } from '../../../lib/format';
import { msgId } from '../../../lib/message-id';
import { notifySuccess } from '../../../lib/notify';
import { configKeys } from '../../../lib/website-config';
import { siteAdminApi, siteAdminKeys, siteAdminOptions } from './site-admin-api';
import { SwitchList } from './switch-list';

/** A section's frame: its title, what it is for, its fields and a Save button. */
function SectionCard({ title, hint, children, onSave, saving, testId }: { title: string; hint?: ReactNode; children: ReactNode; onSave(): void; saving: boolean; testId: string }) {
  const { _ } = useLingui();
  return (
    <Paper withBorder radius="md" p="md" data-testid={testId}>
      <Stack>
        <Title order={4}>{title}</Title>
        {hint}
        {children}
        <Group justify="flex-end">
          <Button onClick={onSave} loading={saving} data-testid={`${testId}-save`}>
            {_('Save')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** A save that says so and refreshes the keys the change reaches (the section's own, and the site's copies of it). */
function useSave<T>(save: (value: T) => Promise<unknown>, keys: QueryKey[]) {
  const { _ } = useLingui();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: save,
    onSuccess: () => {
      notifySuccess(_('Update_Successfully'));
      for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
    },
  });
}

const WEB_FIELDS: { name: keyof WebConfig; label: string; max: number }[] = [
  { name: 'projectName', label: msgId('Config_Project_Name'), max: 255 },
  { name: 'shortName', label: msgId('Config_Short_Name'), max: 50 },
  { name: 'baseUrl', label: msgId('Config_Base_Url'), max: 255 },
  { name: 'projectUrl', label: msgId('Config_Project_Url'), max: 255 },
  { name: 'recordName', label: msgId('Config_Record_Name'), max: 255 },
  { name: 'recordUrl', label: msgId('Config_Record_Url'), max: 255 },
];

/** Website: names, links, record (ICP) info, description, and whether registration is open. */
export function WebsiteSection() {
  const web = useQuery(siteAdminOptions.web());
  return web.data ? <WebsiteForm initial={web.data} /> : null;
}

function WebsiteForm({ initial }: { initial: WebConfig }) {
  const { _ } = useLingui();
  const [draft, setDraft] = useState(initial);
  const save = useSave(siteAdminApi.setWebConfig, [siteAdminKeys.section('web'), configKeys.website()]);
  return (
    <Stack>
      <SectionCard title={_('Config_Website')} onSave={() => save.mutate(draft)} saving={save.isPending} testId="config-web">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {WEB_FIELDS.map((field) => (
            <TextInput key={field.name} label={_(field.label)} maxLength={field.max} value={draft[field.name]} onChange={(e) => setDraft({ ...draft, [field.name]: e.currentTarget.value })} data-testid={`config-web-${field.name}`} />
          ))}
        </SimpleGrid>
        <Textarea label={_('Config_Description')} maxLength={1000} autosize minRows={2} value={draft.description} onChange={(e) => setDraft({ ...draft, description: e.currentTarget.value })} />
      </SectionCard>
      <Paper withBorder radius="md" p="md">
        <SwitchList names={['register']} />
      </Paper>
    </Stack>
  );
}

/** SMTP: the mail server; the password is write-only, and a test mail shows the settings work. */
export function SmtpSection() {
  const smtp = useQuery(siteAdminOptions.smtp());
  return smtp.data ? <SmtpForm key={`${smtp.data.passwordSet}-${smtp.data.delivery}`} initial={smtp.data} /> : null;
}

function SmtpForm({ initial }: { initial: SmtpView }) {
  const { _ } = useLingui();
  const [draft, setDraft] = useState({ host: initial.host, port: initial.port, ssl: initial.ssl, username: initial.username, sender: initial.sender });
  const [password, setPassword] = useState('');
  const [testTo, setTestTo] = useState('');
  const keys = [siteAdminKeys.section('smtp')];
  const save = useSave(siteAdminApi.setSmtp, keys);
  const removePassword = useSave(() => siteAdminApi.setSmtp({ password: null }), keys);
  const test = useMutation({ mutationFn: () => siteAdminApi.testMail(testTo), onSuccess: () => notifySuccess(_('Test_Mail_Sent', { email: testTo })) });
  return (
    <SectionCard
      title={_('Config_Smtp')}
      hint={
        <Stack gap="xs">
          <Text size="sm" c="dimmed">
            {_('Config_Smtp_Hint')}
          </Text>
          <Alert color={DELIVERY_TEXT[initial.delivery].color} icon={<IconMail size={18} />} data-testid="config-smtp-delivery">
            {_(DELIVERY_TEXT[initial.delivery].text)}
          </Alert>
        </Stack>
      }
      onSave={() => save.mutate({ ...draft, ...(password ? { password } : {}) }, { onSuccess: () => setPassword('') })}
      saving={save.isPending}
      testId="config-smtp"
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={_('Smtp_Host')} value={draft.host} onChange={(e) => setDraft({ ...draft, host: e.currentTarget.value })} data-testid="config-smtp-host" />
        <NumberInput label={_('Smtp_Port')} min={1} max={65535} allowDecimal={false} value={draft.port ?? ''} onChange={(x) => setDraft({ ...draft, port: typeof x === 'number' ? x : null })} data-testid="config-smtp-port" />
        <TextInput label={_('Smtp_Username')} value={draft.username} onChange={(e) => setDraft({ ...draft, username: e.currentTarget.value })} data-testid="config-smtp-username" />
        <TextInput label={_('Smtp_Sender')} value={draft.sender} onChange={(e) => setDraft({ ...draft, sender: e.currentTarget.value })} data-testid="config-smtp-sender" />
        <PasswordInput
          label={_('Smtp_Password')}
          description={initial.passwordSet ? _('Secret_Set_Keep') : _('Secret_Not_Set')}
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
          data-testid="config-smtp-password"
        />
        <Group align="flex-end">
          <Switch label={_('Smtp_Ssl')} checked={draft.ssl} onChange={(e) => setDraft({ ...draft, ssl: e.currentTarget.checked })} mb={8} data-testid="config-smtp-ssl" />
          {initial.passwordSet && (
            <Button variant="subtle" color="red" leftSection={<IconTrash size={14} />} onClick={() => removePassword.mutate(undefined)} loading={removePassword.isPending}>
              {_('Remove_Password')}
            </Button>
          )}
        </Group>
      </SimpleGrid>
      <Group align="flex-end">
        <TextInput label={_('Test_Mail_To')} placeholder="name@example.com" value={testTo} onChange={(e) => setTestTo(e.currentTarget.value)} w={280} data-testid="config-smtp-test-to" />
        <Button variant="light" leftSection={<IconMail size={16} />} disabled={testTo.trim() === ''} loading={test.isPending} onClick={() => test.mutate()} data-testid="config-smtp-test">
          {_('Send_Test_Mail')}
        </Button>
      </Group>
    </SectionCard>
  );
}

const DELIVERY_TEXT: Record<MailDelivery, { text: string; color: string }> = {
  dev_mailbox: { text: msgId('Mail_Delivery_Dev_Mailbox'), color: 'blue' },
  section: { text: msgId('Mail_Delivery_Section'), color: 'green' },
  secrets: { text: msgId('Mail_Delivery_Secrets'), color: 'green' },
  none: { text: msgId('Mail_Delivery_None'), color: 'red' },
};

const SMS_FIELDS: { name: Exclude<keyof SmsView, 'secretSet'>; label: string }[] = [
  { name: 'region', label: msgId('Sms_Region') },
  { name: 'domain', label: msgId('Sms_Domain') },
  { name: 'accessKey', label: msgId('Sms_Access_Key') },
  { name: 'signName', label: msgId('Sms_Sign_Name') },
  { name: 'templateCode', label: msgId('Sms_Template_Code') },
];

/** SMS: stored and shown only (nothing sends SMS yet), with a write-only secret. */
export function SmsSection() {
  const sms = useQuery(siteAdminOptions.sms());
  return sms.data ? <SmsForm key={String(sms.data.secretSet)} initial={sms.data} /> : null;
}

function SmsForm({ initial }: { initial: SmsView }) {
  const { _ } = useLingui();
  const { secretSet, ...fields } = initial;
  const [draft, setDraft] = useState(fields);
  const [secret, setSecret] = useState('');
  const save = useSave(siteAdminApi.setSms, [siteAdminKeys.section('sms')]);
  return (
    <SectionCard
      title={_('Config_Sms')}
      hint={
        <Alert color="yellow" icon={<IconInfoCircle size={18} />} data-testid="config-sms-note">
          {_('Config_Sms_Stored_Only')}
        </Alert>
      }
      onSave={() => save.mutate({ ...draft, ...(secret ? { secret } : {}) }, { onSuccess: () => setSecret('') })}
      saving={save.isPending}
      testId="config-sms"
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {SMS_FIELDS.map((field) => (
          <TextInput key={field.name} label={_(field.label)} value={draft[field.name]} onChange={(e) => setDraft({ ...draft, [field.name]: e.currentTarget.value })} data-testid={`config-sms-${field.name}`} />
        ))}
        <PasswordInput label={_('Sms_Secret')} description={secretSet ? _('Secret_Set_Keep') : _('Secret_Not_Set')} autoComplete="new-password" value={secret} onChange={(e) => setSecret(e.currentTarget.value)} data-testid="config-sms-secret" />
      </SimpleGrid>
    </SectionCard>
  );
}

/** Judge: the wait between two submissions outside contests, and the runners the Worker has heard from. */
export function JudgeSection() {
  const { _, i18n } = useLingui();
  const judge = useQuery(siteAdminOptions.judge());
  const runners = useQuery(siteAdminOptions.runners());
  const [wait, setWait] = useState<number | null>(null);
  const save = useSave(siteAdminApi.setJudge, [siteAdminKeys.section('judge')]);
  const value = wait ?? judge.data?.submitInterval ?? 0;
  return (
    <Stack>
      <SectionCard title={_('Config_Judge')} onSave={() => save.mutate({ submitInterval: value })} saving={save.isPending} testId="config-judge">
        <NumberInput
          label={_('Submit_Interval')}
          description={_('Submit_Interval_Hint')}
          min={0}
          max={SUBMIT_INTERVAL_MAX}
          allowDecimal={false}
          allowNegative={false}
          suffix=" s"
          w={320}
          value={value}
          onChange={(x) => setWait(typeof x === 'number' ? x : 0)}
          data-testid="config-judge-interval"
        />
      </SectionCard>
      <Title order={4}>{_('Judge_Runners')}</Title>
      <AdminTable
        columns={[_('Runner_Name'), _('Runner_Fleet'), { label: _('Runner_Slots'), w: 80 }, _('Languages'), _('Last_Seen'), { label: _('Status'), w: 100 }]}
        rows={runners.data ?? []}
        loading={runners.isPending}
        empty={_('No_Runners')}
        minWidth={760}
        testId="config-judge-runners"
      >
        {(row: JudgeRunnerView) => (
          <Table.Tr key={row.name}>
            <Table.Td>{row.name}</Table.Td>
            <Table.Td>{row.fleet}</Table.Td>
            <Table.Td>{row.slots}</Table.Td>
            <Table.Td>
              <Text size="sm">{row.languages.join(', ')}</Text>
            </Table.Td>
            <Table.Td>{formatDateTime(row.lastSeen, i18n.locale)}</Table.Td>
            <Table.Td>
              <Badge color={row.online ? 'green' : 'gray'} variant="light">
                {row.online ? _('Runner_Online') : _('Runner_Offline')}
              </Badge>
            </Table.Td>
          </Table.Tr>
        )}
      </AdminTable>
    </Stack>
  );
}

const LIMIT_FIELDS: { name: keyof CommunityLimits; label: string }[] = [
  { name: 'discussionMinAc', label: msgId('Limit_Discussion_Min_Ac') },
  { name: 'discussionDailyLimit', label: msgId('Limit_Discussion_Daily') },
  { name: 'commentMinAc', label: msgId('Limit_Comment_Min_Ac') },
  { name: 'commentDailyLimit', label: msgId('Limit_Comment_Daily') },
  { name: 'groupMinAc', label: msgId('Limit_Group_Min_Ac') },
  { name: 'groupDailyLimit', label: msgId('Limit_Group_Daily') },
];

/** Discussion and group: the area switches and the posting thresholds of decision 33. */
export function CommunitySection() {
  const community = useQuery(siteAdminOptions.community());
  return (
    <Stack>
      <Paper withBorder radius="md" p="md">
        <SwitchList names={['openPublicDiscussion', 'openGroupDiscussion', 'openContestComment']} />
      </Paper>
      {community.data && <LimitsForm initial={community.data} />}
    </Stack>
  );
}

function LimitsForm({ initial }: { initial: CommunityLimits }) {
  const { _ } = useLingui();
  const [draft, setDraft] = useState(initial);
  const save = useSave(siteAdminApi.setCommunity, [siteAdminKeys.section('community'), communityKeys.limits()]);
  return (
    <SectionCard title={_('Config_Thresholds')} hint={<Text size="sm" c="dimmed">{_('Config_Thresholds_Hint')}</Text>} onSave={() => save.mutate(draft)} saving={save.isPending} testId="config-limits">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {LIMIT_FIELDS.map((field) => (
          <NumberInput
            key={field.name}
            label={_(field.label)}
            min={0}
            max={COMMUNITY_LIMIT_MAX}
            allowDecimal={false}
            allowNegative={false}
            value={draft[field.name]}
            onChange={(x) => setDraft({ ...draft, [field.name]: typeof x === 'number' ? x : 0 })}
            data-testid={`config-limit-${field.name}`}
          />
        ))}
      </SimpleGrid>
    </SectionCard>
  );
}
