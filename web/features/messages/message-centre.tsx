import { useLingui } from '@lingui/react';
import { Avatar, Badge, Box, Button, Container, Group, Paper, Stack, Tabs, Text, Title, Tooltip, UnstyledButton } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { useEffect, type ReactNode } from 'react';
import type { SystemMessageView, UserMessageView } from '../../../contract/api/community';
import type { Page } from '../../../contract/envelope';
import { confirmDanger, confirmDelete } from '../../components/confirm-danger';
import { ListFooter } from '../../components/list-parts';
import { MarkdownView } from '../../components/markdown-view';
import { communityKeys, unreadOptions } from '../../lib/community-keys';
import { notifySuccess } from '../../lib/notify';
import { relativeTime } from '../../lib/relative-time';
import { formatDateTime } from '../../lib/format';
import { markdownPreviewText } from '../../lib/markdown';
import { translateServerMessage } from '../../lib/server-message';
import { badgeText } from '../../lib/unread-counts';
import { usePageTitle } from '../../lib/use-page-title';
import { useSession } from '../../lib/use-session';
import { actionLabel, BOX_META, MESSAGE_BOXES, pageAfterRemoval, sourceTypeLabel, type MessageBox } from './message-boxes';
import { isPersonalBox, messagesApi, personalBoxOptions, systemBoxOptions } from './messages-api';
import { UserHomeLink } from '../../components/user-home-link';


/** The unread marker of an item (part 1 "Message centre": a red dot). */
function UnreadDot({ unread }: { unread: boolean }) {
  return <Box w={8} h={8} style={{ borderRadius: '50%', flex: 'none', visibility: unread ? 'visible' : 'hidden' }} bg="red" data-testid="message-unread-dot" data-unread={unread} />;
}

/**
 * /message: the five tabs, each with its unread badge (the counts the shell polls every 120 s), around
 * the box the route shows.
 */
export function MessageCentre({ box, children }: { box: MessageBox; children: ReactNode }) {
  const { _ } = useLingui();
  const navigate = useNavigate();
  const viewer = useSession().user?.username ?? null;
  const unread = useQuery(unreadOptions(viewer)).data;
  usePageTitle(_('Message_Centre'));
  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md" data-testid="message-centre">
        <Title order={2}>{_('Message_Centre')}</Title>
        <Tabs value={box} onChange={(value) => value && void navigate({ to: `/message/${value as MessageBox}` })} keepMounted={false}>
          <Tabs.List>
            {MESSAGE_BOXES.map((name) => {
              const count = badgeText(unread?.[BOX_META[name].unread] ?? 0);
              return (
                <Tabs.Tab
                  key={name}
                  value={name}
                  data-testid={`message-tab-${name}`}
                  rightSection={
                    count && (
                      <Badge size="sm" color="red" circle={count.length < 3} data-testid={`message-badge-${name}`}>
                        {count}
                      </Badge>
                    )
                  }
                >
                  {_(BOX_META[name].label)}
                </Tabs.Tab>
              );
            })}
          </Tabs.List>
        </Tabs>
        {children}
      </Stack>
    </Container>
  );
}

/**
 * What a box page shares: reading it lowers the unread count (the server marked the page read, so the
 * badges are asked again), Clean All and per-item delete with confirmation, the page in the query.
 */
function useBoxActions(box: MessageBox, page: number, total: number, dataUpdatedAt: number, onPage: (page: number) => void) {
  const { _ } = useLingui();
  const queryClient = useQueryClient();
  const meta = BOX_META[box];
  useEffect(() => {
    // Only the counts: refreshing the box itself would read it again, and again.
    if (dataUpdatedAt > 0) void queryClient.invalidateQueries({ queryKey: [...communityKeys.messages(), 'unread'] });
  }, [dataUpdatedAt, queryClient]);
  const clean = useMutation({
    mutationFn: (id: number | undefined) => messagesApi.clean(meta.type, id),
    onSuccess: (_data, id) => {
      notifySuccess(_('Delete_successfully'));
      const next = id === undefined ? 1 : pageAfterRemoval(page, total, 1, meta.pageSize);
      if (next !== page) onPage(next);
      void queryClient.invalidateQueries({ queryKey: communityKeys.messages() });
    },
  });
  return {
    cleanAll: () =>
      confirmDanger(
        { title: _('Clean_All'), body: _('Clean_All_Tips', { box: _(meta.label) }), onConfirm: () => clean.mutate(undefined), testId: 'message-clean-confirm' },
        _('Clean_All'),
      ),
    remove: (id: number) => confirmDelete({ title: _('Delete_Message'), body: _('Delete_Message_Tips'), onConfirm: () => clean.mutate(id), testId: 'message-delete-confirm' }),
    cleaning: clean.isPending,
  };
}

function BoxHeader({ total, onClean, cleaning }: { total: number; onClean(): void; cleaning: boolean }) {
  const { _ } = useLingui();
  return (
    <Group justify="space-between">
      <Text size="sm" c="dimmed" data-testid="message-total">
        {_('Total_Items', { total })}
      </Text>
      <Button variant="light" color="red" size="xs" leftSection={<IconTrash size={14} />} disabled={total === 0} loading={cleaning} onClick={onClean} data-testid="message-clean-all">
        {_('Clean_All')}
      </Button>
    </Group>
  );
}

function DeleteIcon({ onClick }: { onClick(): void }) {
  const { _ } = useLingui();
  return (
    <Tooltip label={_('Delete')}>
      <Button
        variant="subtle"
        color="red"
        size="compact-xs"
        aria-label={_('Delete')}
        onClick={(event) => {
          event.stopPropagation();
          onClick();
        }}
        data-testid="message-delete"
      >
        <IconTrash size={14} />
      </Button>
    </Tooltip>
  );
}

/** One comment, reply or like message; clicking it opens where it happened. */
function PersonalItem({ message, onDelete }: { message: UserMessageView; onDelete(): void }) {
  const { _, i18n } = useLingui();
  const router = useRouter();
  const open = () => router.history.push(message.url);
  const sender = message.senderUsername ?? '';
  return (
    <Paper withBorder radius="md" p="sm" data-testid="message-item" data-message-id={message.id}>
      <Group align="flex-start" wrap="nowrap" gap="sm">
        <UnreadDot unread={!message.state} />
        {message.senderId ? (
          <UserHomeLink uid={message.senderId} username={sender} label={sender}>
            <Avatar src={message.senderAvatar} alt={sender} name={sender} color="initials" radius="xl" size={38} />
          </UserHomeLink>
        ) : (
          <Avatar radius="xl" size={38} />
        )}
        <UnstyledButton onClick={open} style={{ flex: 1, minWidth: 0 }} data-testid="message-open">
          <Stack gap={4}>
            <Group gap={6} wrap="wrap">
              {message.senderId && (
                <UserHomeLink uid={message.senderId} username={sender} onClick={(event) => event.stopPropagation()} testId="message-sender">
                  {sender}
                </UserHomeLink>
              )}
              <Text size="sm" c="dimmed" data-testid="message-action">
                {_(actionLabel(message.action))}
              </Text>
              <Text size="xs" c="dimmed" ml="auto" title={formatDateTime(message.gmtCreate, i18n.locale)}>
                {relativeTime(message.gmtCreate, i18n.locale)}
              </Text>
            </Group>
            {message.sourceContent && (
              <Text size="sm" lineClamp={3} data-testid="message-content">
                {markdownPreviewText(message.sourceContent)}
              </Text>
            )}
            {message.quoteContent && (
              <Text size="sm" c="dimmed" lineClamp={2} pl="xs" style={{ borderLeft: '3px solid var(--mantine-color-default-border)' }} data-testid="message-quote">
                {markdownPreviewText(message.quoteContent)}
              </Text>
            )}
            <Text size="xs" c="dimmed" data-testid="message-source">
              {_(sourceTypeLabel(message.sourceType))}: {message.sourceTitle}
            </Text>
          </Stack>
        </UnstyledButton>
        <DeleteIcon onClick={onDelete} />
      </Group>
    </Paper>
  );
}

/** One system or mine message: title, time, delete and its markdown; the Worker's "mine" texts in the user's language. */
function SystemItem({ message, onDelete }: { message: SystemMessageView; onDelete(): void }) {
  const { i18n } = useLingui();
  return (
    <Paper withBorder radius="md" p="sm" data-testid="message-item" data-message-id={message.id}>
      <Stack gap={6}>
        <Group wrap="nowrap" gap="sm">
          <UnreadDot unread={!message.state} />
          <Text fw={600} style={{ flex: 1 }} data-testid="message-title">
            {translateServerMessage(i18n, message.title)}
          </Text>
          <Text size="xs" c="dimmed" title={formatDateTime(message.gmtCreate, i18n.locale)}>
            {relativeTime(message.gmtCreate, i18n.locale)}
          </Text>
          <DeleteIcon onClick={onDelete} />
        </Group>
        <MarkdownView source={translateServerMessage(i18n, message.content)} pl="lg" testId="message-markdown" />
      </Stack>
    </Paper>
  );
}

function EmptyBox() {
  const { _ } = useLingui();
  return (
    <Text c="dimmed" ta="center" py="xl" data-testid="message-empty">
      {_('No_Messages')}
    </Text>
  );
}

/**
 * One box of the message centre: comment, reply and like messages 6 a page, system and mine
 * messages 8 a page (part 1 §9); the page comes from the query's currentPage.
 */
export function MessageBoxPage({ box, page, onPage }: { box: MessageBox; page: number; onPage(page: number): void }) {
  const viewer = useSession().user?.username ?? null;
  return isPersonalBox(box) ? (
    <BoxList box={box} page={page} onPage={onPage} options={personalBoxOptions(box, page, viewer)} item={(message, onDelete) => <PersonalItem key={message.id} message={message} onDelete={onDelete} />} />
  ) : (
    <BoxList box={box} page={page} onPage={onPage} options={systemBoxOptions(box, page, viewer)} item={(message, onDelete) => <SystemItem key={message.id} message={message} onDelete={onDelete} />} />
  );
}

interface BoxListProps<Message, Key extends QueryKey> {
  box: MessageBox;
  page: number;
  onPage(page: number): void;
  options: UseQueryOptions<Page<Message>, Error, Page<Message>, Key>;
  /** one message, with its delete (which asks first) */
  item(message: Message, onDelete: () => void): ReactNode;
}

/** A box's page: the total with Clean All, its messages or the empty line, and the pages when there is more than one. */
function BoxList<Message extends { id: number }, Key extends QueryKey>({ box, page, onPage, options, item }: BoxListProps<Message, Key>) {
  const list = useQuery(options);
  const total = list.data?.total ?? 0;
  const actions = useBoxActions(box, page, total, list.isPlaceholderData ? 0 : list.dataUpdatedAt, onPage);
  const records = list.data?.records ?? [];
  return (
    <Stack gap="sm" data-testid={`message-box-${box}`}>
      <BoxHeader total={total} onClean={actions.cleanAll} cleaning={actions.cleaning} />
      {records.length === 0 && !list.isPending ? <EmptyBox /> : records.map((message) => item(message, () => actions.remove(message.id)))}
      {total > BOX_META[box].pageSize && <ListFooter total={total} page={page} pageSize={BOX_META[box].pageSize} onPage={onPage} testId="message-pages" />}
    </Stack>
  );
}
