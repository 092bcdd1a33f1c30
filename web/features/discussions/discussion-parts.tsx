import { useLingui } from '@lingui/react';
import { ActionIcon, Avatar, Badge, Group, Menu, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { IconDots, IconEdit, IconEye, IconMessage, IconPin, IconThumbUp, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { DiscussionRow } from '../../../contract/api/community';
import { RoleBadge, TitleTag } from '../../components/author-badges';
import { AnchorLink, ButtonLink } from '../../components/router-links';
import { formatDateTime } from '../../lib/format';
import { relativeTime } from '../../lib/relative-time';

/** Avatar, name, title tag and role badge of an author. */
export function AuthorLine({ row, size = 24 }: { row: Pick<DiscussionRow, 'author' | 'avatar' | 'role' | 'titleName' | 'titleColor'>; size?: number }) {
  return (
    <Group gap={6} wrap="nowrap">
      <Avatar src={row.avatar} size={size} radius="xl" alt={row.author}>
        {row.author.slice(0, 1).toUpperCase()}
      </Avatar>
      <Text size="sm" fw={600} data-testid="discussion-author">
        {row.author}
      </Text>
      <TitleTag name={row.titleName} color={row.titleColor} testId="discussion-title-tag" />
      <RoleBadge role={row.role} testId="discussion-role-badge" />
    </Group>
  );
}

/** "3 hours ago", with the exact time on hover. */
export function ReleaseTime({ iso }: { iso: string }) {
  const { i18n } = useLingui();
  return (
    <Tooltip label={formatDateTime(iso, i18n.locale)}>
      <Text size="xs" c="dimmed" data-testid="discussion-time">
        {relativeTime(iso, i18n.locale)}
      </Text>
    </Tooltip>
  );
}

/** A count with its icon (comments, likes, views). */
export function Count({ icon, value, label, testId }: { icon: ReactNode; value: number; label: string; testId: string }) {
  return (
    <Tooltip label={label}>
      <Group gap={4} wrap="nowrap" data-testid={testId} aria-label={`${label} ${value}`}>
        {icon}
        <Text size="sm">{value}</Text>
      </Group>
    </Tooltip>
  );
}

/** Where a discussion lives: the public site, or a group (its links stay inside the group). */
export type DiscussionPlace = { gid: number | null };

/** The link to a discussion's detail, in its place. */
export function DiscussionTitleLink({ place, row }: { place: DiscussionPlace; row: Pick<DiscussionRow, 'id' | 'title'> }) {
  const common = { fw: 600, size: 'lg', style: { overflowWrap: 'anywhere' as const }, 'data-testid': 'discussion-title' };
  return place.gid === null ? (
    <AnchorLink to="/discussion-detail/$discussionID" params={{ discussionID: String(row.id) }} {...common}>
      {row.title}
    </AnchorLink>
  ) : (
    <AnchorLink to="/group/$groupID/discussion-detail/$discussionID" params={{ groupID: String(place.gid), discussionID: String(row.id) }} {...common}>
      {row.title}
    </AnchorLink>
  );
}

/** The go-to-problem button: the public problem page, or the group's problem. */
export function GoToProblem({ place, problemId }: { place: DiscussionPlace; problemId: string }) {
  const { _ } = useLingui();
  const common = { size: 'compact-xs', variant: 'light', 'data-testid': 'discussion-go-problem' } as const;
  return place.gid === null ? (
    <ButtonLink to="/problem/$problemID" params={{ problemID: problemId }} {...common}>
      {_('Go_To_Problem', { problemId })}
    </ButtonLink>
  ) : (
    <ButtonLink to="/group/$groupID/problem/$problemID" params={{ groupID: String(place.gid), problemID: problemId }} {...common}>
      {_('Go_To_Problem', { problemId })}
    </ButtonLink>
  );
}

interface DiscussionItemProps {
  row: DiscussionRow;
  place: DiscussionPlace;
  canEdit: boolean;
  canDelete: boolean;
  onEdit(): void;
  onDelete(): void;
}

/**
 * One discussion of a list (part 3 §2.9, §2.14): title, description, author with avatar, title tag
 * and role badge, comments, likes, views, category, release time, the pinned marker, the
 * go-to-problem button and the edit/delete menu.
 */
export function DiscussionItem({ row, place, canEdit, canDelete, onEdit, onDelete }: DiscussionItemProps) {
  const { _ } = useLingui();
  return (
    <Paper withBorder radius="md" p="md" data-testid="discussion-item" data-discussion-id={row.id}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Group gap={8} wrap="nowrap" style={{ minWidth: 0 }}>
            {row.topPriority && (
              <Tooltip label={_('Discussion_Pinned')}>
                <Badge color="red" variant="light" leftSection={<IconPin size={12} />} data-testid="discussion-pinned">
                  {_('Discussion_Top')}
                </Badge>
              </Tooltip>
            )}
            <DiscussionTitleLink place={place} row={row} />
          </Group>
          <Group gap={6} wrap="nowrap">
            {row.pid && <GoToProblem place={place} problemId={row.pid} />}
            {(canEdit || canDelete) && (
              <Menu position="bottom-end" withinPortal>
                <Menu.Target>
                  <ActionIcon variant="subtle" aria-label={_('More_Actions')} data-testid="discussion-menu">
                    <IconDots size={16} />
                  </ActionIcon>
                </Menu.Target>
                <Menu.Dropdown>
                  {canEdit && (
                    <Menu.Item leftSection={<IconEdit size={14} />} onClick={onEdit} data-testid="discussion-menu-edit">
                      {_('Edit')}
                    </Menu.Item>
                  )}
                  {canDelete && (
                    <Menu.Item color="red" leftSection={<IconTrash size={14} />} onClick={onDelete} data-testid="discussion-menu-delete">
                      {_('Delete')}
                    </Menu.Item>
                  )}
                </Menu.Dropdown>
              </Menu>
            )}
          </Group>
        </Group>
        <Text size="sm" c="dimmed" lineClamp={2} style={{ overflowWrap: 'anywhere' }} data-testid="discussion-description">
          {row.description}
        </Text>
        <Group justify="space-between" gap="sm">
          <Group gap="sm">
            <AuthorLine row={row} />
            <Badge variant="outline" size="sm" data-testid="discussion-category">
              {row.categoryName}
            </Badge>
            <ReleaseTime iso={row.gmtCreate} />
          </Group>
          <Group gap="md">
            <Count icon={<IconMessage size={14} />} value={row.commentNum} label={_('Discussion_Comments')} testId="discussion-comments" />
            <Count icon={<IconThumbUp size={14} />} value={row.likeNum} label={_('Discussion_Likes')} testId="discussion-likes" />
            <Count icon={<IconEye size={14} />} value={row.viewNum} label={_('Discussion_Views')} testId="discussion-views" />
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
}
