import { useLingui } from '@lingui/react';
import { ActionIcon, Badge, Button, ColorInput, Grid, Group, Modal, NumberInput, Paper, Select, Stack, Table, TextInput, Title, Tooltip } from '@mantine/core';
import { IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { PROBLEM_LIMITS, type TagClassificationView, type TagView } from '../../../../contract/api/problems';
import { confirmDelete } from '../../../components/confirm-danger';
import { notifySuccess } from '../../../lib/notify';
import { problemKeys } from '../../../lib/problem-keys';
import { adminApi, adminProblemOptions, type ClassificationInput, type TagInput } from '../admin-api';
import { EmptyTableRow } from '../../../components/list-parts';

const TAG_SWATCHES = ['#228be6', '#15aabf', '#12b886', '#40c057', '#fab005', '#fd7e14', '#fa5252', '#e64980', '#be4bdb', '#7950f2', '#868e96'];

/** /admin/problem/tag: tags and their classifications. */
export function TagAdminPage() {
  const { _ } = useLingui();
  const queryClient = useQueryClient();
  const tags = useQuery(adminProblemOptions.allTags());
  const classes = useQuery(adminProblemOptions.classifications());
  const [tagForm, setTagForm] = useState<TagInput | null>(null);
  const [classForm, setClassForm] = useState<ClassificationInput | null>(null);
  const [nameError, setNameError] = useState<string | null>(null);

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: problemKeys.admin.allTags() });
    void queryClient.invalidateQueries({ queryKey: problemKeys.admin.classifications() });
    void queryClient.invalidateQueries({ queryKey: problemKeys.tagsAndClassifications() });
  };
  const done = (message: string) => {
    notifySuccess(message);
    refresh();
  };
  const saveTag = useMutation({
    mutationFn: (body: TagInput) => (body.id ? adminApi.updateTag(body) : adminApi.addTag(body)),
    onSuccess: (_tag, body) => {
      setTagForm(null);
      done(body.id ? _('Update_Successfully') : _('Create_Successfully'));
    },
  });
  const removeTag = useMutation({ mutationFn: adminApi.deleteTag, onSuccess: () => done(_('Delete_successfully')) });
  const saveClass = useMutation({
    mutationFn: (body: ClassificationInput) => (body.id ? adminApi.updateClassification(body) : adminApi.addClassification(body)),
    onSuccess: (_c, body) => {
      setClassForm(null);
      done(body.id ? _('Update_Successfully') : _('Create_Successfully'));
    },
  });
  const removeClass = useMutation({ mutationFn: adminApi.deleteClassification, onSuccess: () => done(_('Delete_successfully')) });

  const classificationName = (tcid: number | null) => classes.data?.find((c) => c.id === tcid)?.name ?? _('Unclassified');
  const submitTag = () => {
    if (!tagForm?.name.trim()) return setNameError(_('Tag_Name_Required'));
    saveTag.mutate({ ...tagForm, name: tagForm.name.trim() });
  };
  const submitClass = () => {
    if (!classForm?.name.trim()) return setNameError(_('Tag_Name_Required'));
    saveClass.mutate({ ...classForm, name: classForm.name.trim() });
  };

  return (
    <Stack gap="md">
      <Title order={2} fz={{ base: 22, sm: 26 }}>
        {_('Admin_Tags')}
      </Title>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Paper withBorder radius="lg" p="md">
            <Group justify="space-between" mb="sm">
              <Title order={4}>{_('Tag_Classification')}</Title>
              <Button
                size="xs"
                leftSection={<IconPlus size={14} />}
                onClick={() => {
                  setNameError(null);
                  setClassForm({ name: '', rank: 0 });
                }}
                data-testid="add-classification"
              >
                {_('Add_Tag_Classification')}
              </Button>
            </Group>
            <Table verticalSpacing={6}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{_('Tag_Classification_Name')}</Table.Th>
                  <Table.Th>{_('Tag_Classification_Rank')}</Table.Th>
                  <Table.Th w={80} />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {(classes.data ?? []).map((c: TagClassificationView) => (
                  <Table.Tr key={c.id}>
                    <Table.Td fz="sm">{c.name}</Table.Td>
                    <Table.Td fz="sm">{c.rank}</Table.Td>
                    <Table.Td>
                      <Group gap={4} wrap="nowrap" justify="flex-end">
                        <ActionIcon
                          variant="subtle"
                          size="sm"
                          aria-label={_('Edit')}
                          onClick={() => {
                            setNameError(null);
                            setClassForm({ id: c.id, name: c.name, rank: c.rank, oj: c.oj });
                          }}
                        >
                          <IconEdit size={14} />
                        </ActionIcon>
                        <ActionIcon variant="subtle" color="red" size="sm" aria-label={_('Delete')} onClick={() => confirmDelete({ title: _('Delete'), body: _('Delete_Tag_Classification_Tips'), onConfirm: () => removeClass.mutate(c.id) })}>
                          <IconTrash size={14} />
                        </ActionIcon>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
                {classes.data?.length === 0 && (
                  <EmptyTableRow columns={3} compact>{_('Tag_Tips')}</EmptyTableRow>
                )}
              </Table.Tbody>
            </Table>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Paper withBorder radius="lg" p="md">
            <Group justify="space-between" mb="sm">
              <Title order={4}>{_('Tags')}</Title>
              <Button
                size="xs"
                leftSection={<IconPlus size={14} />}
                onClick={() => {
                  setNameError(null);
                  setTagForm({ name: '', color: TAG_SWATCHES[0]!, tcid: null });
                }}
                data-testid="add-tag"
              >
                {_('Add_Tag')}
              </Button>
            </Group>
            <Table.ScrollContainer minWidth={420}>
              <Table verticalSpacing={6} data-testid="tag-table">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{_('Tag_Name')}</Table.Th>
                    <Table.Th>{_('Tag_Classification')}</Table.Th>
                    <Table.Th w={80} />
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {(tags.data ?? []).map((tag: TagView) => (
                    <Table.Tr key={tag.id}>
                      <Table.Td>
                        <Badge color={tag.color || undefined} variant="light" tt="none" radius="sm">
                          {tag.name}
                        </Badge>
                      </Table.Td>
                      <Table.Td fz="sm">{classificationName(tag.tcid)}</Table.Td>
                      <Table.Td>
                        <Group gap={4} wrap="nowrap" justify="flex-end">
                          <Tooltip label={_('Edit')} withArrow>
                            <ActionIcon
                              variant="subtle"
                              size="sm"
                              aria-label={_('Edit')}
                              onClick={() => {
                                setNameError(null);
                                setTagForm({ id: tag.id, name: tag.name, color: tag.color, tcid: tag.tcid, oj: tag.oj });
                              }}
                            >
                              <IconEdit size={14} />
                            </ActionIcon>
                          </Tooltip>
                          <Tooltip label={_('Delete')} withArrow>
                            <ActionIcon variant="subtle" color="red" size="sm" aria-label={_('Delete')} onClick={() => confirmDelete({ title: _('Delete'), body: _('Delete_Tag_Tips', { name: tag.name }), onConfirm: () => removeTag.mutate(tag.id) })}>
                              <IconTrash size={14} />
                            </ActionIcon>
                          </Tooltip>
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Paper>
        </Grid.Col>
      </Grid>

      <Modal opened={tagForm !== null} onClose={() => setTagForm(null)} title={tagForm?.id ? _('Update_Tag') : _('Add_Tag')} centered>
        {tagForm && (
          <Stack gap="sm">
            <TextInput label={_('Tag_Name')} value={tagForm.name} onChange={(e) => setTagForm({ ...tagForm, name: e.currentTarget.value })} maxLength={PROBLEM_LIMITS.tagNameMax} error={nameError} required data-testid="tag-name" />
            <ColorInput label={_('Tag_Color')} value={tagForm.color ?? ''} onChange={(color) => setTagForm({ ...tagForm, color })} swatches={TAG_SWATCHES} format="hex" />
            <Select
              label={_('Tag_Classification')}
              data={[{ value: '', label: _('Unclassified') }, ...(classes.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))]}
              value={tagForm.tcid ? String(tagForm.tcid) : ''}
              onChange={(value) => setTagForm({ ...tagForm, tcid: value ? Number(value) : null })}
              allowDeselect={false}
              comboboxProps={{ withinPortal: false }}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setTagForm(null)}>
                {_('Cancel')}
              </Button>
              <Button onClick={submitTag} loading={saveTag.isPending} data-testid="tag-save">
                {_('Save')}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
      <Modal opened={classForm !== null} onClose={() => setClassForm(null)} title={classForm?.id ? _('Update_Tag_Classification') : _('Add_Tag_Classification')} centered>
        {classForm && (
          <Stack gap="sm">
            <TextInput label={_('Tag_Classification_Name')} value={classForm.name} onChange={(e) => setClassForm({ ...classForm, name: e.currentTarget.value })} maxLength={PROBLEM_LIMITS.tagNameMax} error={nameError} required />
            <NumberInput label={_('Tag_Classification_Rank')} value={classForm.rank} onChange={(value) => setClassForm({ ...classForm, rank: Number(value) || 0 })} min={0} allowDecimal={false} />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setClassForm(null)}>
                {_('Cancel')}
              </Button>
              <Button onClick={submitClass} loading={saveClass.isPending}>
                {_('Save')}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </Stack>
  );
}
