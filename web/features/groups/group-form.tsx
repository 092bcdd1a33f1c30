import { useLingui } from '@lingui/react';
import { Button, Group, SegmentedControl, Input, List, Stack, Switch, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { GroupDetail } from '../../../contract/api/groups';
import { GROUP_AUTH, GROUP_LIMITS } from '../../../contract/rules/groups';
import { MarkdownEditor } from '../../components/markdown-editor';
import { groupFormErrors, type GroupFormErrors, type GroupFormValues } from './group-model';
import type { GroupSaveInput } from './groups-api';

export const emptyGroupForm: GroupFormValues = { name: '', shortName: '', brief: '', description: '', auth: GROUP_AUTH.public, code: '', visible: true };

export function groupFormOf(group: GroupDetail): GroupFormValues {
  return { name: group.name, shortName: group.shortName, brief: group.brief, description: group.description, auth: group.auth, code: group.code ?? '', visible: group.visible };
}

/** The body of POST/PUT group: the code goes only with a protected or private group. */
export function groupSaveBody(values: GroupFormValues, id: number | null): GroupSaveInput {
  return {
    id,
    name: values.name.trim(),
    shortName: values.shortName.trim(),
    brief: values.brief.trim(),
    description: values.description.trim(),
    auth: (values.auth ?? GROUP_AUTH.public) as 1 | 2 | 3,
    code: values.auth === GROUP_AUTH.public ? null : values.code.trim(),
    visible: values.visible,
  };
}

/** The length rule of a field as the Worker checks it (GROUP_LIMITS), shown under the field before any error. */
export function lengthHint(_: (id: string, values?: Record<string, unknown>) => string, limit: { min: number; max: number } | number): string {
  return typeof limit === 'number' ? _('Field_Exact_Length_Hint', { length: limit }) : _('Field_Length_Hint', limit);
}

/** What each group auth means for joining and for seeing the group (decision 31), in the form's words. */
const AUTH_EXPLAINED = [
  { auth: GROUP_AUTH.public, label: 'Group_Public', text: 'Group_Public_Explain' },
  { auth: GROUP_AUTH.protected, label: 'Group_Protected', text: 'Group_Protected_Explain' },
  { auth: GROUP_AUTH.private, label: 'Group_Private', text: 'Group_Private_Explain' },
] as const;

/**
 * The group form of the create dialog and the setting tab (part 3 §5): every field rule is checked
 * before the call, with the spec's message keys under the fields.
 */
export function GroupForm({ initial, submitLabel, saving, onSave }: { initial: GroupFormValues; submitLabel: string; saving: boolean; onSave(values: GroupFormValues): void }) {
  const { _ } = useLingui();
  const [values, setValues] = useState<GroupFormValues>(initial);
  const [errors, setErrors] = useState<GroupFormErrors>({});
  const set = <K extends keyof GroupFormValues>(field: K, value: GroupFormValues[K]) => {
    setValues((prev) => ({ ...prev, [field]: value }));
    setErrors((prev) => ({ ...prev, [field]: undefined }));
  };
  const errorOf = (field: keyof GroupFormValues) => (errors[field] ? _(errors[field]) : undefined);
  const submit = () => {
    const found = groupFormErrors(values);
    setErrors(found);
    if (Object.keys(found).length === 0) onSave(values);
  };
  return (
    <Stack gap="sm" data-testid="group-form">
      <Group grow align="flex-start" wrap="wrap">
        <TextInput label={_('Group_Name')} description={lengthHint(_, GROUP_LIMITS.name)} withAsterisk value={values.name} maxLength={GROUP_LIMITS.name.max + 20} onChange={(event) => set('name', event.currentTarget.value)} error={errorOf('name')} data-testid="group-form-name" />
        <TextInput label={_('Group_Short_Name')} description={`${lengthHint(_, GROUP_LIMITS.shortName)} · ${_('Group_Short_Name_Hint')}`} withAsterisk value={values.shortName} onChange={(event) => set('shortName', event.currentTarget.value)} error={errorOf('shortName')} data-testid="group-form-short-name" />
      </Group>
      <Textarea label={_('Group_Brief')} description={lengthHint(_, GROUP_LIMITS.brief)} withAsterisk autosize minRows={2} value={values.brief} onChange={(event) => set('brief', event.currentTarget.value)} error={errorOf('brief')} data-testid="group-form-brief" />
      <Group align="flex-end" gap="lg" wrap="wrap">
        <Input.Wrapper label={_('Group_Auth')} withAsterisk error={errorOf('auth')}>
          <SegmentedControl
            display="flex"
            value={String(values.auth ?? '')}
            onChange={(value) => set('auth', Number(value))}
            data={[
              { value: String(GROUP_AUTH.public), label: _('Group_Public') },
              { value: String(GROUP_AUTH.protected), label: _('Group_Protected') },
              { value: String(GROUP_AUTH.private), label: _('Group_Private') },
            ]}
            data-testid="group-form-auth"
          />
        </Input.Wrapper>
        {values.auth !== GROUP_AUTH.public && (
          <TextInput label={_('Group_Code')} description={lengthHint(_, GROUP_LIMITS.code)} withAsterisk value={values.code} onChange={(event) => set('code', event.currentTarget.value)} error={errorOf('code')} w={180} data-testid="group-form-code" />
        )}
        <Switch label={_('Group_Visible')} description={_('Group_Visible_Hint')} checked={values.visible} onChange={(event) => set('visible', event.currentTarget.checked)} data-testid="group-form-visible" />
      </Group>
      <List size="xs" c="dimmed" spacing={2} data-testid="group-form-auth-help">
        {AUTH_EXPLAINED.map((row) => (
          <List.Item key={row.auth} fw={values.auth === row.auth ? 600 : undefined}>
            <Text span size="xs" fw={600}>
              {_(row.label)}
            </Text>
            {' · '}
            {_(row.text)}
          </List.Item>
        ))}
        <List.Item>{_('Group_Seeing_Explain')}</List.Item>
      </List>
      <Text size="xs" c="dimmed" data-testid="group-form-description-hint">
        {lengthHint(_, GROUP_LIMITS.description)}
      </Text>
      <MarkdownEditor label={_('Group_Description')} required value={values.description} onChange={(value) => set('description', value)} error={errorOf('description')} testId="group-form-description" />
      <Group justify="flex-end">
        <Button onClick={submit} loading={saving} data-testid="group-form-submit">
          {submitLabel}
        </Button>
      </Group>
    </Stack>
  );
}
