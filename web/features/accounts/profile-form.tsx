import { useLingui } from '@lingui/react';
import { Button, Input, SegmentedControl, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { IconBrandGithub, IconWorld } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import * as v from 'valibot';
import { ChangeUserInfoBody, type UserInfo } from '../../../contract/api/accounts';
import { GENDERS, type Gender } from '../../../contract/constants';
import { msgId } from '../../lib/message-id';
import { notifySuccess } from '../../lib/notify';
import { translateServerMessage } from '../../lib/server-message';
import { session } from '../../lib/session';
import { useForm, type Validators } from '../../lib/use-form';
import type { Problem } from '../../lib/validation';
import { accountsApi, type ProfileFields } from './accounts-api';

type TextField = Exclude<keyof ProfileFields, 'gender'>;
const TEXT_FIELDS: TextField[] = ['nickname', 'realname', 'school', 'course', 'number', 'github', 'blog', 'cfUsername', 'signature'];

const GENDER_LABEL: Record<Gender, string> = {
  male: msgId('Gender_Male'),
  female: msgId('Gender_Female'),
  secrecy: msgId('Gender_Secrecy'),
};

/** The length limits come from the contract's schema, so the form and the server agree. */
function lengthProblem(field: TextField, value: string): Problem {
  const result = v.safeParse(ChangeUserInfoBody.entries[field], value);
  if (result.success) return null;
  const issue = result.issues[0];
  return issue.type === 'max_length' ? { id: msgId('Field_Check_Max'), values: { max: Number(issue.requirement) } } : { id: msgId('Field_Check_Invalid') };
}

function profileOf(user: UserInfo): ProfileFields {
  const fields = Object.fromEntries(TEXT_FIELDS.map((f) => [f, user[f] ?? ''])) as Record<TextField, string>;
  return { ...fields, gender: user.gender };
}

export function ProfileForm({ user }: { user: UserInfo }) {
  const { _, i18n } = useLingui();
  const validators = Object.fromEntries(TEXT_FIELDS.map((f) => [f, (value: string) => lengthProblem(f, value)])) as Validators<ProfileFields>;
  const form = useForm<ProfileFields>(profileOf(user), validators);

  const save = useMutation({
    mutationFn: () => {
      const values = form.values;
      const trimmed = Object.fromEntries(TEXT_FIELDS.map((f) => [f, values[f].trim()])) as Record<TextField, string>;
      return accountsApi.changeUserInfo({ ...trimmed, gender: values.gender });
    },
    onSuccess: ({ data, msg }) => {
      session.setUser(data);
      notifySuccess(translateServerMessage(i18n, msg));
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (form.validate()) save.mutate();
  };

  return (
    <form onSubmit={submit} noValidate data-testid="profile-form">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
          <TextInput label={_('Nickname')} data-testid="profile-nickname" {...form.field('nickname')} />
          <TextInput label={_('RealName')} {...form.field('realname')} />
          <Input.Wrapper label={_('Gender')}>
            <SegmentedControl
              fullWidth
              mt={4}
              value={form.values.gender}
              onChange={(gender) => form.setValue('gender', gender)}
              data={GENDERS.map((g) => ({ value: g, label: _(GENDER_LABEL[g]) }))}
            />
          </Input.Wrapper>
          <TextInput label={_('School')} {...form.field('school')} />
          <TextInput label={_('Course')} {...form.field('course')} />
          <TextInput label={_('Student_Number')} {...form.field('number')} />
          <TextInput label={_('Github')} leftSection={<IconBrandGithub size={16} />} placeholder="https://github.com/…" {...form.field('github')} />
          <TextInput label={_('Blog')} leftSection={<IconWorld size={16} />} placeholder="https://…" {...form.field('blog')} />
          <TextInput label={_('CF_Username')} {...form.field('cfUsername')} />
        </SimpleGrid>
        <Textarea label={_('Signature')} description={_('Signature_Hint')} autosize minRows={3} maxRows={10} {...form.field('signature')} />
        <Button type="submit" loading={save.isPending} style={{ alignSelf: 'flex-start' }} data-testid="profile-save">
          {_('Save')}
        </Button>
      </Stack>
    </form>
  );
}
