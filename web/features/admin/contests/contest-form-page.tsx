import { useLingui } from '@lingui/react';
import { ActionIcon, Affix, Badge, Button, Center, ColorInput, Grid, Group, Loader, NumberInput, Paper, PasswordInput, Radio, SegmentedControl, Select, Stack, Switch, Text, Textarea, TextInput, Title } from '@mantine/core';
import { IconDeviceFloppy, IconPlus, IconTrash, IconX } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { AWARD_TYPE, CONTEST_AUTH, CONTEST_TYPE, OI_RANK_SCORE_TYPES, RANK_SHOW_NAMES, SEAL_OPTION, type SealOption } from '../../../../contract/rules/contests';
import { MarkdownEditor } from '../../../components/markdown-editor';
import { contestKeys } from '../../../lib/contest-keys';
import { msgId } from '../../../lib/message-id';
import { notifyError, notifySuccess, notifyWarning } from '../../../lib/notify';
import { adminContestOptions, siteContestCalls, type ContestManageCalls } from '../admin-api';
import { ImagePicker } from '../image-picker';
import { addStarUser, checkContestForm, DEFAULT_AWARDS, durationOf, newContestValues, sealChoices, toContestBody, valuesFromContest, withSeal, type ContestFormValues } from './contest-form-model';

const SEAL_LABELS: Record<SealOption, string> = {
  [SEAL_OPTION.lastHalfHour]: msgId('Seal_Last_Half_Hour'),
  [SEAL_OPTION.lastHour]: msgId('Seal_Last_Hour'),
  [SEAL_OPTION.whole]: msgId('Seal_Whole_Contest'),
};
const SHOW_NAME_LABELS: Record<string, string> = { username: msgId('Username'), nickname: msgId('Nickname'), realname: msgId('RealName') };

/** A group's contest: its calls, its group id (saved with the contest) and where a save leads. */
export interface GroupContestTarget {
  calls: ContestManageCalls;
  gid: number;
  onSaved(): void;
}

/**
 * /admin/contest/create and /admin/contest/{contestId}/edit: every field of part 3 §3.3 and the save
 * rules of §5. A group's contest (part 3 §2.8) uses the same form with the group's calls.
 */
export function ContestFormPage({ cid, group }: { cid: number | null; group?: GroupContestTarget }) {
  const detail = useQuery(adminContestOptions.detail(cid, group?.calls));
  if (cid !== null && detail.isPending) {
    return (
      <Center py={80}>
        <Loader />
      </Center>
    );
  }
  if (cid !== null && !detail.data) return null;
  return <ContestForm key={cid ?? 'new'} initial={detail.data ? valuesFromContest(detail.data) : newContestValues()} editing={cid !== null} group={group} />;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={4} mb="md">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

function ContestForm({ initial, editing, group }: { initial: ContestFormValues; editing: boolean; group: GroupContestTarget | undefined }) {
  const { _ } = useLingui();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [values, setValues] = useState(initial);
  const [star, setStar] = useState('');
  const update = (patch: Partial<ContestFormValues>) => setValues((current) => ({ ...current, ...patch }));
  const duration = durationOf(values);

  const calls = group?.calls ?? siteContestCalls;
  const save = useMutation({
    mutationFn: () => {
      const stored = toContestBody(values);
      const body = group ? { ...stored, gid: group.gid } : stored;
      return editing ? calls.update(body) : calls.create(body);
    },
    onSuccess: () => {
      notifySuccess(editing ? _('Update_Successfully') : _('Create_Successfully'));
      void queryClient.invalidateQueries({ queryKey: contestKeys.all });
      if (calls.refreshKey) void queryClient.invalidateQueries({ queryKey: calls.refreshKey });
      // After a group contest's save the group's contest list shows again (part 3 §2.8).
      if (group) group.onSaved();
      else void navigate({ to: '/admin/contest' });
    },
  });
  const submit = () => {
    const problem = checkContestForm(values);
    if (problem) {
      notifyError(_(problem));
      return;
    }
    save.mutate();
  };
  const addStar = () => {
    const result = addStarUser(values.starAccount, star);
    if (result.warning) notifyWarning(_('Add_Star_User_Error'));
    else {
      update({ starAccount: result.list });
      setStar('');
    }
  };
  const setAward = (index: number, patch: Partial<ContestFormValues['awards'][number]>) => update({ awards: values.awards.map((a, i) => (i === index ? { ...a, ...patch } : a)) });

  return (
    <Stack gap="md" pb={80} data-testid="contest-form">
      <Title order={2} fz={{ base: 22, sm: 26 }}>
        {editing ? _('Edit_Contest') : _('Create_Contest')}
      </Title>
      <Section title={_('Basic_Information')}>
        <Stack gap="md">
          <TextInput label={_('Title')} required value={values.title} onChange={(e) => update({ title: e.currentTarget.value })} maxLength={255} data-testid="contest-field-title" />
          <MarkdownEditor label={_('Contest_Description')} required value={values.description} onChange={(description) => update({ description })} testId="contest-field-description" />
          <ImagePicker value={values.image} onChange={(image) => update({ image })} label={_('Contest_Cover_Image')} testId="contest-field-image" />
          <Grid gap="md">
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <TextInput type="datetime-local" label={_('StartAt')} required value={values.startTime} onChange={(e) => update({ startTime: e.currentTarget.value })} data-testid="contest-field-start" />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <TextInput type="datetime-local" label={_('EndAt')} required value={values.endTime} onChange={(e) => update({ endTime: e.currentTarget.value })} data-testid="contest-field-end" />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <NumberInput label={_('Contest_User_Duration_Minutes')} min={0} value={values.userDurationMinutes} onChange={(v) => update({ userDurationMinutes: Number(v) || 0 })} data-testid="contest-field-user-duration" />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <Text size="sm" fw={500} mb={4}>
                {_('Rule')}
              </Text>
              <SegmentedControl
                fullWidth
                disabled={editing}
                value={String(values.type)}
                onChange={(v) => update({ type: Number(v), sealOption: values.sealRank ? withSeal({ ...values, type: Number(v) }, true).sealOption : values.sealOption })}
                data={[
                  { value: String(CONTEST_TYPE.acm), label: 'ACM' },
                  { value: String(CONTEST_TYPE.oi), label: 'OI' },
                ]}
                data-testid="contest-field-type"
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <Select
                label={_('Contest_Auth')}
                value={String(values.auth)}
                onChange={(v) => v && update({ auth: Number(v) })}
                allowDeselect={false}
                data={[
                  { value: String(CONTEST_AUTH.public), label: _('Contest_Public') },
                  { value: String(CONTEST_AUTH.private), label: _('Contest_Private') },
                  { value: String(CONTEST_AUTH.protected), label: _('Contest_Protected') },
                ]}
                data-testid="contest-field-auth"
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}>
              {values.auth !== CONTEST_AUTH.public && (
                <PasswordInput label={_('Contest_Password')} required value={values.pwd} onChange={(e) => update({ pwd: e.currentTarget.value })} data-testid="contest-field-password" />
              )}
            </Grid.Col>
          </Grid>
        </Stack>
      </Section>

      <Section title={_('Contest_Rank_Settings')}>
        <Stack gap="md">
          <Group gap="xl">
            <Switch label={_('Seal_Rank')} checked={values.sealRank} onChange={(e) => setValues(withSeal(values, e.currentTarget.checked))} data-testid="contest-field-seal" />
            <Switch label={_('Auto_Real_Rank')} checked={values.autoRealRank} onChange={(e) => update({ autoRealRank: e.currentTarget.checked })} disabled={!values.sealRank} data-testid="contest-field-auto-real-rank" />
            <Switch label={_('Open_Rank')} checked={values.openRank} onChange={(e) => update({ openRank: e.currentTarget.checked })} data-testid="contest-field-open-rank" />
            <Switch label={_('Open_Print')} checked={values.openPrint} onChange={(e) => update({ openPrint: e.currentTarget.checked })} data-testid="contest-field-open-print" />
            <Switch label={_('Allow_End_Submit')} checked={values.allowEndSubmit} onChange={(e) => update({ allowEndSubmit: e.currentTarget.checked })} data-testid="contest-field-allow-end-submit" />
            <Switch label={_('Visible')} checked={values.visible} onChange={(e) => update({ visible: e.currentTarget.checked })} data-testid="contest-field-visible" />
          </Group>
          {values.sealRank && (
            <Radio.Group label={_('Seal_Time')} value={String(values.sealOption)} onChange={(v) => update({ sealOption: Number(v) as SealOption })} data-testid="contest-field-seal-option">
              <Group mt="xs">
                {sealChoices(duration).map((choice) => (
                  <Radio key={choice.option} value={String(choice.option)} label={_(SEAL_LABELS[choice.option])} disabled={!choice.available} data-testid={`seal-option-${choice.option}`} />
                ))}
              </Group>
            </Radio.Group>
          )}
          {values.sealRank && values.type === CONTEST_TYPE.acm && (
            <Switch
              label={_('Own_Results_In_Seal')}
              description={_('Own_Results_In_Seal_Tips')}
              checked={values.ownResultsInSeal}
              onChange={(e) => update({ ownResultsInSeal: e.currentTarget.checked })}
              data-testid="contest-field-own-results"
            />
          )}
          <Grid gap="md">
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <Select label={_('Rank_Show_Name')} value={values.rankShowName} onChange={(v) => v && update({ rankShowName: v })} allowDeselect={false} data={RANK_SHOW_NAMES.map((n) => ({ value: n, label: _(SHOW_NAME_LABELS[n] ?? n) }))} />
            </Grid.Col>
            {values.type === CONTEST_TYPE.oi && (
              <Grid.Col span={{ base: 12, sm: 4 }}>
                <Select label={_('OI_Rank_Score_Type')} value={values.oiRankScoreType} onChange={(v) => v && update({ oiRankScoreType: v })} allowDeselect={false} data={OI_RANK_SCORE_TYPES.map((t) => ({ value: t, label: t === 'Recent' ? _('OI_Rank_Recent') : _('OI_Rank_Highest') }))} />
              </Grid.Col>
            )}
          </Grid>
          <Stack gap="xs">
            <Text size="sm" fw={500}>
              {_('Star_User')}
            </Text>
            <Group gap="xs">
              {values.starAccount.map((name) => (
                <Badge key={name} variant="light" rightSection={<IconX size={12} style={{ cursor: 'pointer' }} onClick={() => update({ starAccount: values.starAccount.filter((n) => n !== name) })} />}>
                  {name}
                </Badge>
              ))}
            </Group>
            <Group gap="xs">
              <TextInput placeholder={_('Username')} value={star} onChange={(e) => setStar(e.currentTarget.value)} onKeyDown={(e) => e.key === 'Enter' && addStar()} data-testid="contest-field-star" />
              <Button variant="light" onClick={addStar} data-testid="contest-field-star-add">
                {_('Add')}
              </Button>
            </Group>
          </Stack>
        </Stack>
      </Section>

      <Section title={_('Contest_Awards')}>
        <Stack gap="sm">
          <SegmentedControl
            value={String(values.awardType)}
            onChange={(v) => update({ awardType: Number(v) })}
            data={[
              { value: String(AWARD_TYPE.none), label: _('Award_None') },
              { value: String(AWARD_TYPE.byProportion), label: _('Award_By_Proportion') },
              { value: String(AWARD_TYPE.byNumber), label: _('Award_By_Number') },
            ]}
            data-testid="contest-field-award-type"
          />
          {values.awardType !== AWARD_TYPE.none && (
            <>
              {values.awards.map((award, index) => (
                <Group key={index} gap="xs" align="flex-end" wrap="wrap">
                  <TextInput label={_('Award_Name')} value={award.name} onChange={(e) => setAward(index, { name: e.currentTarget.value })} w={140} />
                  <ColorInput label={_('Award_Background')} value={award.background} onChange={(background) => setAward(index, { background })} w={150} />
                  <ColorInput label={_('Award_Color')} value={award.color} onChange={(color) => setAward(index, { color })} w={150} />
                  <NumberInput label={values.awardType === AWARD_TYPE.byProportion ? _('Award_Percent') : _('Award_Count')} min={0} value={award.num} onChange={(v) => setAward(index, { num: Number(v) || 0 })} w={120} />
                  <ActionIcon variant="subtle" color="red" mb={4} onClick={() => update({ awards: values.awards.filter((_a, i) => i !== index) })} aria-label={_('Delete')}>
                    <IconTrash size={16} />
                  </ActionIcon>
                </Group>
              ))}
              <Group>
                <Button size="xs" variant="light" leftSection={<IconPlus size={14} />} onClick={() => update({ awards: [...values.awards, { ...DEFAULT_AWARDS[2]!, name: '' }] })}>
                  {_('Add')}
                </Button>
              </Group>
            </>
          )}
        </Stack>
      </Section>

      <Section title={_('Account_Limit')}>
        <Stack gap="sm">
          <Switch label={_('Open_Account_Limit')} checked={values.openAccountLimit} onChange={(e) => update({ openAccountLimit: e.currentTarget.checked })} data-testid="contest-field-account-limit" />
          {values.openAccountLimit && (
            <Grid gap="md">
              <Grid.Col span={{ base: 6, sm: 3 }}>
                <TextInput label={_('Account_Prefix')} value={values.rulePrefix} onChange={(e) => update({ rulePrefix: e.currentTarget.value })} />
              </Grid.Col>
              <Grid.Col span={{ base: 6, sm: 3 }}>
                <TextInput label={_('Account_Suffix')} value={values.ruleSuffix} onChange={(e) => update({ ruleSuffix: e.currentTarget.value })} />
              </Grid.Col>
              <Grid.Col span={{ base: 6, sm: 3 }}>
                <NumberInput label={_('Number_From')} min={0} value={values.ruleFrom ?? ''} onChange={(v) => update({ ruleFrom: v === '' ? null : Number(v) })} />
              </Grid.Col>
              <Grid.Col span={{ base: 6, sm: 3 }}>
                <NumberInput label={_('Number_To')} min={0} value={values.ruleTo ?? ''} onChange={(v) => update({ ruleTo: v === '' ? null : Number(v) })} />
              </Grid.Col>
              <Grid.Col span={12}>
                <Textarea label={_('Extra_Account')} autosize minRows={2} value={values.ruleExtra} onChange={(e) => update({ ruleExtra: e.currentTarget.value })} />
              </Grid.Col>
            </Grid>
          )}
        </Stack>
      </Section>

      <Affix position={{ bottom: 20, right: 24 }}>
        <Button size="md" leftSection={<IconDeviceFloppy size={18} />} onClick={submit} loading={save.isPending} data-testid="contest-save">
          {_('Save')}
        </Button>
      </Affix>
    </Stack>
  );
}
