import { useLingui } from '@lingui/react';
import { Affix, Button, Center, Grid, Loader, NumberInput, Paper, PasswordInput, Select, Stack, Switch, TextInput, Title } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { RANK_SHOW_NAMES } from '../../../../contract/rules/contests';
import { TRAINING_AUTH, TRAINING_RANK_MAX, TRAINING_RANK_MIN, TRAINING_TITLE_MAX } from '../../../../contract/rules/trainings';
import { MarkdownEditor } from '../../../components/markdown-editor';
import { msgId } from '../../../lib/message-id';
import { notifyError, notifySuccess, notifyWarning } from '../../../lib/notify';
import { trainingKeys } from '../../../lib/training-keys';
import { adminTrainingOptions, siteTrainingCalls, type TrainingManageCalls } from './admin-training-api';
import { checkTrainingForm, newTrainingValues, toTrainingBody, valuesFromTraining, type TrainingFormValues } from './training-form-model';

const SHOW_NAME_LABELS: Record<string, string> = { username: msgId('Username'), nickname: msgId('Nickname'), realname: msgId('RealName') };

interface TrainingFormPageProps {
  tid: number | null;
  /** a group's homework: its calls, its group id (saved with the training) and where a save leads */
  group?: { calls: TrainingManageCalls; gid: number; onSaved(): void };
}

/**
 * /admin/training/create and /admin/training/{trainingId}/edit: the fields of part 3 §3.5 and the save
 * rules of §5. A group's homework (part 3 §2.7) uses the same form with the group's calls.
 */
export function TrainingFormPage({ tid, group }: TrainingFormPageProps) {
  const { _ } = useLingui();
  const navigate = useNavigate();
  const detail = useQuery(adminTrainingOptions.detail(tid, group?.calls));
  const categories = useQuery(adminTrainingOptions.categories());
  const noCategory = categories.isSuccess && categories.data.length === 0;
  // A training needs a category: with none yet, the admin is sent to create one (part 3 §2.7).
  useEffect(() => {
    if (!noCategory) return;
    notifyWarning(_('Training_Category_First'));
    void navigate({ to: '/admin/training/category' });
  }, [noCategory, navigate, _]);
  if ((tid !== null && detail.isPending) || categories.isPending || noCategory) {
    return (
      <Center py={80}>
        <Loader />
      </Center>
    );
  }
  if (tid !== null && !detail.data) return null;
  const initial = detail.data ? valuesFromTraining(detail.data) : newTrainingValues(categories.data?.[0]?.id ?? null);
  return <TrainingForm key={tid ?? 'new'} initial={initial} editing={tid !== null} categories={categories.data ?? []} group={group} />;
}

function TrainingForm({ initial, editing, categories, group }: { initial: TrainingFormValues; editing: boolean; categories: { id: number; name: string }[]; group: TrainingFormPageProps['group'] }) {
  const { _ } = useLingui();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [values, setValues] = useState(initial);
  const update = (patch: Partial<TrainingFormValues>) => setValues((current) => ({ ...current, ...patch }));
  const calls = group?.calls ?? siteTrainingCalls;
  const save = useMutation({
    mutationFn: () => {
      const body = toTrainingBody(values, group?.gid ?? null);
      return editing ? calls.update(body) : calls.create(body);
    },
    onSuccess: () => {
      notifySuccess(editing ? _('Update_Successfully') : _('Create_Successfully'));
      void queryClient.invalidateQueries({ queryKey: trainingKeys.all });
      if (calls.refreshKey) void queryClient.invalidateQueries({ queryKey: calls.refreshKey });
      if (group) group.onSaved();
      else void navigate({ to: '/admin/training' });
    },
  });
  const submit = () => {
    const problem = checkTrainingForm(values);
    if (problem) {
      notifyError(_(problem));
      return;
    }
    save.mutate();
  };
  return (
    <Stack gap="md" pb={80} data-testid="training-form">
      <Title order={2} fz={{ base: 22, sm: 26 }}>
        {editing ? _('Edit_Training') : _('Create_Training')}
      </Title>
      <Paper withBorder radius="md" p="md">
        <Stack gap="md">
          <Grid gap="md">
            <Grid.Col span={{ base: 12, sm: 3 }}>
              <NumberInput
                label={_('Training_Rank_Number')}
                description={_('Training_Rank_Tips')}
                required
                min={TRAINING_RANK_MIN}
                max={TRAINING_RANK_MAX}
                allowDecimal={false}
                allowNegative={false}
                value={values.rank}
                onChange={(v) => update({ rank: v === '' ? '' : Number(v) })}
                data-testid="training-field-rank"
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 9 }}>
              <TextInput label={_('Title')} required value={values.title} onChange={(e) => update({ title: e.currentTarget.value })} maxLength={TRAINING_TITLE_MAX} data-testid="training-field-title" />
            </Grid.Col>
          </Grid>
          <MarkdownEditor label={_('Training_Description')} required value={values.description} onChange={(description) => update({ description })} testId="training-field-description" />
          <Grid gap="md">
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <Select
                label={_('Training_Category_Label')}
                required
                value={values.categoryId === null ? null : String(values.categoryId)}
                onChange={(v) => update({ categoryId: v === null ? null : Number(v) })}
                data={categories.map((c) => ({ value: String(c.id), label: c.name }))}
                allowDeselect={false}
                data-testid="training-field-category"
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <Select
                label={_('Auth')}
                required
                value={values.auth}
                onChange={(v) => v && update({ auth: v })}
                allowDeselect={false}
                data={[
                  { value: TRAINING_AUTH.public, label: _('Training_Public') },
                  { value: TRAINING_AUTH.private, label: _('Training_Private') },
                ]}
                data-testid="training-field-auth"
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}>
              {values.auth === TRAINING_AUTH.private && (
                <PasswordInput label={_('Training_Password')} required value={values.privatePwd} onChange={(e) => update({ privatePwd: e.currentTarget.value })} data-testid="training-field-password" />
              )}
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <Select
                label={_('Rank_Show_Name')}
                value={values.rankShowName}
                onChange={(v) => v && update({ rankShowName: v })}
                allowDeselect={false}
                data={RANK_SHOW_NAMES.map((n) => ({ value: n, label: _(SHOW_NAME_LABELS[n] ?? n) }))}
                data-testid="training-field-rank-show-name"
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }} pt={36}>
              <Switch label={_('Visible')} checked={values.status} onChange={(e) => update({ status: e.currentTarget.checked })} data-testid="training-field-visible" />
            </Grid.Col>
          </Grid>
        </Stack>
      </Paper>
      <Affix position={{ bottom: 20, right: 24 }}>
        <Button size="md" leftSection={<IconDeviceFloppy size={18} />} onClick={submit} loading={save.isPending} data-testid="training-save">
          {_('Save')}
        </Button>
      </Affix>
    </Stack>
  );
}
