import { useLingui } from '@lingui/react';
import { Alert, Badge, Button, ColorInput, Group, Modal, PasswordInput, Select, SimpleGrid, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import type { AdminUserRow } from '../../../../contract/api/admin';
import { GENDERS } from '../../../../contract/constants';
import { PROFILE_FIELD_MAX, type ProfileTextField } from '../../../../contract/rules/accounts';
import { PRIMARY_ROLES, TITLE_COLOR_PATTERN, TITLE_NAME_MAX, USER_STATUS, type PrimaryRole } from '../../../../contract/rules/admin';
import { TitleTag } from '../../../components/author-badges';
import { msgId } from '../../../lib/message-id';
import { notifySuccess } from '../../../lib/notify';
import { useForm, type Validators } from '../../../lib/use-form';
import { useSession } from '../../../lib/use-session';
import { rules } from '../../../lib/validation';
import { siteAdminApi } from './site-admin-api';
import { ROLE_TEXT } from './user-roles';

const TEXT_FIELDS: { name: ProfileTextField; label: string }[] = [
  { name: 'nickname', label: msgId('Nickname') },
  { name: 'realname', label: msgId('RealName') },
  { name: 'school', label: msgId('School') },
  { name: 'number', label: msgId('Student_Number') },
  { name: 'course', label: msgId('Course') },
  { name: 'blog', label: msgId('Blog') },
  { name: 'github', label: msgId('Github') },
  { name: 'cfUsername', label: msgId('CF_Username') },
];

const GENDER_TEXT = { male: msgId('Gender_Male'), female: msgId('Gender_Female'), secrecy: msgId('Gender_Secrecy') } as const;

type Values = Record<ProfileTextField | 'username' | 'email' | 'gender' | 'titleName' | 'titleColor' | 'role' | 'status' | 'password', string>;

function valuesOf(user: AdminUserRow): Values {
  return {
    username: user.username,
    email: user.email,
    nickname: user.nickname ?? '',
    realname: user.realname ?? '',
    school: user.school ?? '',
    number: user.number ?? '',
    course: user.course ?? '',
    blog: user.blog ?? '',
    github: user.github ?? '',
    cfUsername: user.cfUsername ?? '',
    signature: user.signature ?? '',
    gender: user.gender,
    titleName: user.titleName ?? '',
    titleColor: user.titleColor ?? '',
    role: user.role,
    status: String(user.status),
    password: '',
  };
}

const limit = (field: ProfileTextField) => (value: string) => rules.maxLength(value, PROFILE_FIELD_MAX[field]);

const VALIDATORS: Validators<Values> = {
  username: rules.username,
  email: (value) => (value.trim() === '' ? null : rules.email(value)),
  password: (value) => (value === '' ? null : rules.existingPassword(value)),
  titleName: (value) => rules.maxLength(value, TITLE_NAME_MAX),
  titleColor: (value) => (value.trim() === '' || TITLE_COLOR_PATTERN.test(value.trim()) ? null : { id: msgId('Title_Color_Check') }),
  ...Object.fromEntries(TEXT_FIELDS.map(({ name }) => [name, limit(name)])),
  signature: limit('signature'),
};

/**
 * Edits one account (part 3 §3.7): the profile, the title and its colour, a new password, enabled or
 * disabled, and the role. One's own role and status are not offered: another super admin changes
 * them (decision 36). VIP is granted by its own calls and only shown here.
 */
export function UserEditDialog({ user, onClose, onSaved }: { user: AdminUserRow; onClose(): void; onSaved(): void }) {
  const { _ } = useLingui();
  const { user: me } = useSession();
  const self = me?.uid === user.uid;
  const form = useForm<Values>(valuesOf(user), VALIDATORS);
  const { values } = form;
  const save = useMutation({
    mutationFn: () =>
      siteAdminApi.editUser({
        uid: user.uid,
        username: values.username,
        email: values.email,
        nickname: values.nickname,
        realname: values.realname,
        school: values.school,
        number: values.number,
        course: values.course,
        blog: values.blog,
        github: values.github,
        cfUsername: values.cfUsername,
        signature: values.signature,
        gender: values.gender as AdminUserRow['gender'],
        titleName: values.titleName,
        titleColor: values.titleColor,
        ...(self ? {} : { role: values.role as PrimaryRole, status: Number(values.status) as 0 | 1 }),
        ...(values.password === '' ? {} : { password: values.password }),
      }),
    onSuccess: () => {
      notifySuccess(_('Update_Successfully'));
      onSaved();
      onClose();
    },
  });
  const submit = () => {
    if (form.validate()) save.mutate();
  };
  return (
    <Modal opened onClose={onClose} title={_('Edit_User', { username: user.username })} size="xl" data-testid="admin-user-dialog">
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={_('Username')} withAsterisk {...form.field('username')} data-testid="admin-user-username" />
          <TextInput label={_('Email')} placeholder={_('No_Email')} {...form.field('email')} data-testid="admin-user-email" />
          {TEXT_FIELDS.map(({ name, label }) => (
            <TextInput key={name} label={_(label)} {...form.field(name)} data-testid={`admin-user-${name}`} />
          ))}
          <Select
            label={_('Gender')}
            value={values.gender}
            onChange={(value) => form.setValue('gender', value ?? 'secrecy')}
            data={GENDERS.map((g) => ({ value: g, label: _(GENDER_TEXT[g]) }))}
            allowDeselect={false}
            data-testid="admin-user-gender"
          />
          <PasswordInput label={_('New_Password')} description={_('New_Password_Hint')} autoComplete="new-password" {...form.field('password')} data-testid="admin-user-password" />
          <TextInput label={_('Title_Name')} {...form.field('titleName')} rightSection={<TitleTag name={values.titleName} color={values.titleColor || null} />} rightSectionWidth={120} data-testid="admin-user-title-name" />
          <ColorInput
            label={_('Title_Color')}
            format="hex"
            value={values.titleColor}
            onChange={(color) => form.setValue('titleColor', color)}
            onBlur={() => form.validateField('titleColor')}
            error={form.field('titleColor').error}
            data-testid="admin-user-title-color"
          />
        </SimpleGrid>
        <Textarea label={_('Signature')} autosize minRows={2} maxRows={6} {...form.field('signature')} />
        {self && (
          <Alert color="blue" icon={<IconInfoCircle size={18} />} data-testid="admin-user-self">
            {_('Own_Role_Hint')}
          </Alert>
        )}
        <Group align="flex-end">
          <Select
            label={_('Role')}
            w={200}
            disabled={self}
            value={values.role}
            onChange={(value) => form.setValue('role', value ?? user.role)}
            data={PRIMARY_ROLES.map((role) => ({ value: role, label: _(ROLE_TEXT[role]) }))}
            allowDeselect={false}
            data-testid="admin-user-role-select"
          />
          <Switch
            label={_('User_Enabled')}
            disabled={self}
            checked={values.status === String(USER_STATUS.enabled)}
            onChange={(event) => form.setValue('status', String(event.currentTarget.checked ? USER_STATUS.enabled : USER_STATUS.disabled))}
            mb={8}
            data-testid="admin-user-enabled"
          />
          {user.isVip && (
            <Badge color="yellow" variant="light" mb={8}>
              {_(ROLE_TEXT.vip)}
            </Badge>
          )}
        </Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {_('Cancel')}
          </Button>
          <Button onClick={submit} loading={save.isPending} data-testid="admin-user-save">
            {_('Save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
