import { useLingui } from '@lingui/react';
import { ActionIcon, Button, Grid, Group, Modal, NumberInput, Paper, Select, Stack, Table, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconBroadcast, IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { CourseDetail } from '../../../../contract/api/courses';
import { COURSE_ADMIN_PAGE_SIZE, COURSE_LIMITS, COURSE_TYPES, isHttpUrl, LIVESTREAM_URL_MAX, type CourseType } from '../../../../contract/rules/courses';
import { AdminPageHeader, AdminTable, RowAction, RowDeleteAction } from '../../../components/admin-table';
import { MarkdownEditor } from '../../../components/markdown-editor';
import { KeywordFilter } from '../../../components/schedule-status';
import { courseKeys, livestreamOptions } from '../../../lib/course-keys';
import { formatDateTime } from '../../../lib/format';
import { COURSE_TYPE_LABEL, courseTypeLabel, priceText } from '../../../lib/course-labels';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useListChange } from '../../../lib/use-list-change';
import { useListSearch } from '../../../lib/use-list-search';
import { ImagePicker } from '../image-picker';
import { adminCourseApi, adminCourseListOptions } from './admin-course-api';
import { courseBody, newCourseValues, valuesFromCourse, type CourseFormValues } from './course-form-model';

/**
 * /admin/courses (part 3 §2.2, §7 "Course"; admin roles): the livestream link, and the courses with
 * their teachers; create and edit in a dialog (pictures uploaded to R2, teachers by username with a
 * profession, details and FAQ in markdown), delete asks first.
 */
export function AdminCoursePage() {
  const { _, i18n } = useLingui();
  const queryClient = useQueryClient();
  const { page, setPage, keyword, search } = useListSearch();
  const [type, setType] = useState<CourseType | undefined>(undefined);
  const [editing, setEditing] = useState<CourseDetail | 'new' | null>(null);
  const list = useQuery(adminCourseListOptions({ currentPage: page, keyword: keyword || undefined, type }));
  const refresh = () => void queryClient.invalidateQueries({ queryKey: courseKeys.all });
  const remove = useListChange((id: number) => adminCourseApi.removeCourse(id), _('Delete_successfully'), refresh);
  return (
    <Stack gap="md" data-testid="admin-courses">
      <LivestreamForm />
      <AdminPageHeader title={_('Admin_Courses')}>
        <Select
          w={180}
          clearable
          placeholder={_('Course_All_Types')}
          value={type === undefined ? null : String(type)}
          data={COURSE_TYPES.map((t) => ({ value: String(t), label: _(COURSE_TYPE_LABEL[t]) }))}
          onChange={(value) => {
            setType(value === null ? undefined : (Number(value) as CourseType));
            setPage(1);
          }}
          aria-label={_('Course_Type')}
          data-testid="admin-course-type"
        />
        <KeywordFilter value={keyword} onSearch={search} testId="admin-course-keyword" />
        <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')} data-testid="admin-course-create">
          {_('Create_Course')}
        </Button>
      </AdminPageHeader>
      <AdminTable
        columns={[{ label: 'ID', w: 70 }, _('Title'), _('Course_Type'), _('Course_Price'), _('Course_Time'), _('Course_Teachers'), { label: _('Option'), w: 100 }]}
        rows={list.data?.records ?? []}
        loading={list.isPending}
        dimmed={list.isPlaceholderData}
        minWidth={900}
        empty={_('No_Courses')}
        testId="admin-course-table"
        footer={{ total: list.data?.total ?? 0, page, pageSize: COURSE_ADMIN_PAGE_SIZE, onPage: setPage }}
      >
        {(row: CourseDetail) => (
          <Table.Tr key={row.course.id} data-testid={`admin-course-${row.course.id}`}>
            <Table.Td>{row.course.id}</Table.Td>
            <Table.Td>{row.course.title}</Table.Td>
            <Table.Td>{_(courseTypeLabel(row.course.type))}</Table.Td>
            <Table.Td>{priceText(row.course.price) ?? _('Course_Free')}</Table.Td>
            <Table.Td>
              <Text size="xs">{formatDateTime(row.course.startTime, i18n.locale)}</Text>
              <Text size="xs">{formatDateTime(row.course.endTime, i18n.locale)}</Text>
            </Table.Td>
            <Table.Td>{row.teacherList.map((t) => t.username).join(', ') || '-'}</Table.Td>
            <Table.Td>
              <Group gap={4} wrap="nowrap">
                <RowAction label={_('Edit')} icon={IconEdit} onClick={() => setEditing(row)} testId="admin-course-edit" />
                <RowDeleteAction title={_('Delete')} body={_('Delete_Course_Confirm', { title: row.course.title })} onConfirm={() => remove.mutate(row.course.id)} testId="admin-course-delete" confirmTestId="admin-course-delete-confirm" />
              </Group>
            </Table.Td>
          </Table.Tr>
        )}
      </AdminTable>
      {editing && <CourseDialog value={editing === 'new' ? null : editing} onClose={() => setEditing(null)} onDone={refresh} />}
    </Stack>
  );
}

/** The live-stream link (part 3 §7 `PUT admin/livestream`): an http(s) address, or empty to take it down. */
function LivestreamForm() {
  const { _ } = useLingui();
  const queryClient = useQueryClient();
  const current = useQuery(livestreamOptions);
  const [draft, setDraft] = useState<string | null>(null);
  const [wrong, setWrong] = useState(false);
  const url = draft ?? current.data?.url ?? '';
  const save = useMutation({
    mutationFn: (next: string) => adminCourseApi.setLivestream(next),
    onSuccess: (saved) => {
      notifySuccess(_('Update_Successfully'));
      setDraft(null);
      queryClient.setQueryData(courseKeys.livestream(), saved);
    },
  });
  const submit = () => {
    const next = url.trim();
    const bad = next !== '' && !isHttpUrl(next);
    setWrong(bad);
    if (!bad) save.mutate(next);
  };
  return (
    <Paper withBorder radius="md" p="md" data-testid="admin-livestream">
      <Stack gap="xs">
        <Group gap={8}>
          <IconBroadcast size={20} stroke={1.7} />
          <Title order={4}>{_('Livestream_Link')}</Title>
        </Group>
        <Text size="sm" c="dimmed">
          {_('Livestream_Hint')}
        </Text>
        <Group gap="sm" align="flex-start">
          <TextInput
            style={{ flex: 1, minWidth: 220 }}
            placeholder="https://"
            maxLength={LIVESTREAM_URL_MAX}
            value={url}
            onChange={(e) => setDraft(e.currentTarget.value)}
            onKeyDown={(e) => e.key === 'Enter' && submit()}
            error={wrong ? _('The livestream link must be an http:// or https:// address') : undefined}
            aria-label={_('Livestream_Link')}
            data-testid="admin-livestream-url"
          />
          <Button onClick={submit} loading={save.isPending} data-testid="admin-livestream-save">
            {_('Save')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** The create/edit dialog of a course: every field of part 3 §3.6, the two pictures and the teachers. */
function CourseDialog({ value, onClose, onDone }: { value: CourseDetail | null; onClose(): void; onDone(): void }) {
  const { _ } = useLingui();
  const narrow = useMediaQuery('(max-width: 48em)');
  const [values, setValues] = useState<CourseFormValues>(() => (value ? valuesFromCourse(value) : newCourseValues()));
  const set = (patch: Partial<CourseFormValues>) => setValues((current) => ({ ...current, ...patch }));
  const setTeacher = (index: number, patch: Partial<CourseFormValues['teachers'][number]>) => set({ teachers: values.teachers.map((t, i) => (i === index ? { ...t, ...patch } : t)) });
  const save = useMutation({
    mutationFn: (body: Parameters<typeof adminCourseApi.addCourse>[0]) => (value ? adminCourseApi.updateCourse(body) : adminCourseApi.addCourse(body)),
    onSuccess: () => {
      notifySuccess(value ? _('Update_Successfully') : _('Create_Successfully'));
      onDone();
      onClose();
    },
  });
  const submit = () => {
    const result = courseBody(values, value?.course.id ?? null);
    if (!result.ok) notifyError(_(result.problem));
    else save.mutate(result.body);
  };
  return (
    <Modal opened onClose={onClose} title={value ? _('Edit_Course') : _('Create_Course')} size="xl" fullScreen={Boolean(narrow)} data-testid="admin-course-dialog">
      <Stack gap="md">
        <TextInput label={_('Title')} withAsterisk maxLength={COURSE_LIMITS.title} value={values.title} onChange={(e) => set({ title: e.currentTarget.value })} data-testid="admin-course-title" />
        <Textarea label={_('Description')} withAsterisk autosize minRows={2} maxLength={COURSE_LIMITS.description} value={values.description} onChange={(e) => set({ description: e.currentTarget.value })} data-testid="admin-course-description" />
        <Grid gap="md">
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <Select label={_('Course_Type')} withAsterisk allowDeselect={false} value={String(values.type)} data={COURSE_TYPES.map((t) => ({ value: String(t), label: _(COURSE_TYPE_LABEL[t]) }))} onChange={(v) => v && set({ type: Number(v) as CourseType })} data-testid="admin-course-type-field" />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <NumberInput label={_('Course_Price_Yuan')} min={0} max={COURSE_LIMITS.price} decimalScale={2} value={values.price} onChange={(v) => set({ price: typeof v === 'number' ? v : Number(v) || 0 })} data-testid="admin-course-price" />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <TextInput type="datetime-local" label={_('StartAt')} withAsterisk value={values.startTime} onChange={(e) => set({ startTime: e.currentTarget.value })} data-testid="admin-course-start" />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <TextInput type="datetime-local" label={_('EndAt')} withAsterisk value={values.endTime} onChange={(e) => set({ endTime: e.currentTarget.value })} data-testid="admin-course-end" />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <TextInput type="datetime-local" label={_('Course_Replay_Time')} value={values.replayTime} onChange={(e) => set({ replayTime: e.currentTarget.value })} data-testid="admin-course-replay" />
          </Grid.Col>
        </Grid>
        <Group gap="xl" align="flex-start">
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {_('Course_Image')}
            </Text>
            <ImagePicker value={values.image} onChange={(image) => set({ image })} label={_('Upload_Image')} testId="admin-course-image" />
          </Stack>
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {_('Course_Sign_Up_Image')}
            </Text>
            <ImagePicker value={values.signUpImage} onChange={(signUpImage) => set({ signUpImage })} label={_('Upload_Image')} testId="admin-course-sign-up-image" />
          </Stack>
        </Group>
        <Stack gap="xs">
          <Group justify="space-between">
            <Text size="sm" fw={500}>
              {_('Course_Teachers')}
            </Text>
            <Button
              size="xs"
              variant="light"
              leftSection={<IconPlus size={14} />}
              disabled={values.teachers.length >= COURSE_LIMITS.teachers}
              onClick={() => set({ teachers: [...values.teachers, { username: '', profession: '' }] })}
              data-testid="admin-course-add-teacher"
            >
              {_('Course_Add_Teacher')}
            </Button>
          </Group>
          {values.teachers.length === 0 && (
            <Text size="sm" c="dimmed">
              {_('Course_No_Teachers')}
            </Text>
          )}
          {values.teachers.map((teacher, index) => (
            <Group key={index} gap="sm" wrap="nowrap" align="flex-start" data-testid="admin-course-teacher">
              <TextInput style={{ flex: 1 }} placeholder={_('Username')} value={teacher.username} onChange={(e) => setTeacher(index, { username: e.currentTarget.value })} aria-label={_('Username')} data-testid="admin-course-teacher-username" />
              <TextInput
                style={{ flex: 1 }}
                placeholder={_('Course_Profession')}
                maxLength={COURSE_LIMITS.profession}
                value={teacher.profession}
                onChange={(e) => setTeacher(index, { profession: e.currentTarget.value })}
                aria-label={_('Course_Profession')}
                data-testid="admin-course-teacher-profession"
              />
              <ActionIcon variant="subtle" color="red" size="lg" onClick={() => set({ teachers: values.teachers.filter((_t, i) => i !== index) })} aria-label={_('Remove')} data-testid="admin-course-teacher-remove">
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
          ))}
        </Stack>
        <MarkdownEditor label={_('Course_Tab_Details')} value={values.content} onChange={(content) => set({ content })} testId="admin-course-content" />
        <MarkdownEditor label={_('Course_Tab_FAQ')} value={values.faq} onChange={(faq) => set({ faq })} minRows={4} testId="admin-course-faq" />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {_('Cancel')}
          </Button>
          <Button onClick={submit} loading={save.isPending} data-testid="admin-course-save">
            {_('Save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
