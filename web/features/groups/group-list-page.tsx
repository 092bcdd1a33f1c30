import { useLingui } from '@lingui/react';
import { Avatar, Button, Card, Chip, Container, Group, Modal, Paper, Select, SimpleGrid, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { useHover, useMediaQuery } from '@mantine/hooks';
import { IconPlus, IconSearch, IconUsers } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import type { GroupView } from '../../../contract/api/groups';
import { GROUP_AUTH, GROUP_LIST_PAGE_SIZE, GROUP_LIST_PAGE_SIZES, GROUP_MESSAGES } from '../../../contract/rules/groups';
import { ListFooter } from '../../components/list-parts';
import { formatDateTime } from '../../lib/format';
import { groupKeys } from '../../lib/group-keys';
import { notifySuccess } from '../../lib/notify';
import { useSession } from '../../lib/use-session';
import { emptyGroupForm, GroupForm, groupSaveBody } from './group-form';
import { groupListQuery, withGroupFilter, type GroupListSearch } from './group-list-search';
import { GroupNameMarquee } from './group-name-marquee';
import { GroupAuthTag, GroupHiddenTag } from './group-tags';
import { groupListOptions, groupsApi } from './groups-api';
import { useSignedInGate } from '../../lib/sign-in-gate';
import { useKeywordDraft } from '../../lib/use-keyword-draft';

function GroupCard({ group, onOpen }: { group: GroupView; onOpen(): void }) {
  const { _, i18n } = useLingui();
  const { hovered, ref } = useHover<HTMLDivElement>();
  return (
    <Card ref={ref} withBorder radius="md" padding="md" onClick={onOpen} style={{ cursor: 'pointer' }} data-testid="group-card" data-group-id={group.id}>
      <Stack gap="xs">
        <Group gap="sm" wrap="nowrap">
          <Avatar src={group.avatar} size={56} radius="md" alt={group.name}>
            {group.name.slice(0, 1).toUpperCase()}
          </Avatar>
          <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
            <GroupNameMarquee name={group.name} hovered={hovered} />
            <Text size="xs" c="dimmed" truncate data-testid="group-card-owner">
              {group.owner}
            </Text>
          </Stack>
        </Group>
        <Text size="sm" lineClamp={2} mih={40} data-testid="group-card-brief">
          {group.brief}
        </Text>
        <Group justify="space-between" gap="xs">
          <Group gap={6}>
            <GroupAuthTag auth={group.auth} />
            {!group.visible && <GroupHiddenTag />}
          </Group>
          <Group gap={4}>
            <IconUsers size={14} />
            <Text size="sm" data-testid="group-card-members">
              {group.memberCount}
            </Text>
          </Group>
        </Group>
        <Text size="xs" c="dimmed">
          {formatDateTime(group.gmtCreate, i18n.locale)}
        </Text>
      </Stack>
    </Card>
  );
}

/** The full-screen create dialog (part 3 §2.3), for signed-in users (the server applies the thresholds). */
function CreateGroupDialog({ opened, onClose }: { opened: boolean; onClose(): void }) {
  const { _ } = useLingui();
  const queryClient = useQueryClient();
  const create = useMutation({
    mutationFn: groupsApi.create,
    onSuccess: () => {
      notifySuccess(_(GROUP_MESSAGES.created));
      void queryClient.invalidateQueries({ queryKey: groupKeys.lists() });
      onClose();
    },
  });
  return (
    <Modal opened={opened} onClose={onClose} fullScreen title={_('Create_Group')} data-testid="group-create-dialog">
      <Container size="md">
        <GroupForm initial={emptyGroupForm} submitLabel={_('Create')} saving={create.isPending} onSave={(values) => create.mutate(groupSaveBody(values, null))} />
      </Container>
    </Modal>
  );
}

/** /group: the group cards with auth, keyword and My Group filters (part 3 §2.3). */
export function GroupListPage({ search, onSearch }: { search: GroupListSearch; onSearch(next: GroupListSearch): void }) {
  const { _ } = useLingui();
  const wide = useMediaQuery('(min-width: 62em)');
  const navigate = useNavigate();
  const { token, user } = useSession();
  const signedIn = useSignedInGate();
  const list = useQuery(groupListOptions(groupListQuery(search, Boolean(token)), user?.uid ?? null));
  const { inputProps: keywordInput } = useKeywordDraft(search.keyword, (next) => onSearch(withGroupFilter(search, { keyword: next })));
  const [creating, setCreating] = useState(false);
  // Opening a group needs sign-in (part 3 §2.3): a guest is warned and asked to log in.
  const open = (gid: number) => {
    if (!signedIn()) return;
    void navigate({ to: '/group/$groupID', params: { groupID: String(gid) } });
  };
  // Any signed-in user may try: the server applies the posting threshold to ordinary users and says
  // why it refuses (decision 33); the spec's admin-only button predates the thresholds.
  const canCreate = Boolean(user) && wide;
  const rows = list.data?.records ?? [];
  const pageSize = search.limit ?? GROUP_LIST_PAGE_SIZE;
  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
        <Stack gap="md">
          <Group justify="space-between" gap="sm">
            <Title order={2} fz={{ base: 22, sm: 26 }}>
              {_('Group_List')}
            </Title>
            <Group gap="sm">
              <TextInput
                placeholder={_('Enter_keyword')}
                {...keywordInput}
                leftSection={<IconSearch size={14} />}
                w={wide ? 240 : '100%'}
                data-testid="group-filter-keyword"
              />
              {canCreate && (
                <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)} data-testid="group-create">
                  {_('Create_Group')}
                </Button>
              )}
            </Group>
          </Group>
          <Group gap="md" align="center" wrap="wrap">
            <Chip.Group
              multiple={false}
              value={search.auth === undefined ? 'all' : String(search.auth)}
              onChange={(value) => onSearch(withGroupFilter(search, { auth: value === 'all' ? undefined : (Number(value) as 1 | 2 | 3) }))}
            >
              <Group gap={6} data-testid="group-filter-auth">
                <Chip value="all" size="xs" data-testid="group-auth-all">
                  {_('All')}
                </Chip>
                <Chip value={String(GROUP_AUTH.public)} size="xs" color="green" data-testid="group-auth-public">
                  {_('Group_Public')}
                </Chip>
                <Chip value={String(GROUP_AUTH.protected)} size="xs" color="orange" data-testid="group-auth-protected">
                  {_('Group_Protected')}
                </Chip>
                <Chip value={String(GROUP_AUTH.private)} size="xs" color="red" data-testid="group-auth-private">
                  {_('Group_Private')}
                </Chip>
              </Group>
            </Chip.Group>
            <Switch
              label={_('My_Group')}
              disabled={!token}
              checked={Boolean(token && search.onlyMine)}
              onChange={(event) => onSearch(withGroupFilter(search, { onlyMine: event.currentTarget.checked }))}
              data-testid="group-filter-mine"
            />
          </Group>
          {rows.length === 0 ? (
            <Text c="dimmed" ta="center" py="xl" data-testid="group-list-empty">
              {list.isPending ? _('Loading') : _('No_Groups')}
            </Text>
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md" data-testid="group-list">
              {rows.map((group) => (
                <GroupCard key={group.id} group={group} onOpen={() => open(group.id)} />
              ))}
            </SimpleGrid>
          )}
          <ListFooter total={list.data?.total ?? 0} page={search.currentPage ?? 1} pageSize={pageSize} onPage={(page) => onSearch({ ...search, currentPage: page })} narrow={!wide} testId="group-pagination">
            <Select
              size="xs"
              w={110}
              value={String(pageSize)}
              allowDeselect={false}
              data={GROUP_LIST_PAGE_SIZES.map((size) => ({ value: String(size), label: _('Page_Size', { size }) }))}
              onChange={(value) => value && onSearch(withGroupFilter(search, { limit: Number(value) as (typeof GROUP_LIST_PAGE_SIZES)[number] }))}
              aria-label={_('Page_Size_Label')}
              data-testid="group-page-size"
            />
          </ListFooter>
        </Stack>
      </Paper>
      {creating && <CreateGroupDialog opened={creating} onClose={() => setCreating(false)} />}
    </Container>
  );
}
