import { useLingui } from '@lingui/react';
import { Anchor, Avatar, Box, Button, Group, Pagination, Paper, Stack, Text, Textarea, Title, Tooltip } from '@mantine/core';
import { IconHeart, IconHeartFilled, IconMessageReply, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import type { CommentView, ReplyView } from '../../../contract/api/community';
import { COMMENT_PAGE_SIZE, DISCUSSION_LIMITS } from '../../../contract/rules/community';
import { RoleBadge, TitleTag } from '../../components/author-badges';
import { confirmDelete } from '../../components/confirm-danger';
import { MarkdownView } from '../../components/markdown-view';
import { openAuthDialog } from '../../lib/auth-dialog';
import { communityKeys } from '../../lib/community-keys';
import { notifySuccess } from '../../lib/notify';
import { relativeTime } from '../../lib/relative-time';
import { formatDateTime } from '../../lib/format';
import { askToLogIn } from '../../lib/sign-in-gate';
import { useSession } from '../../lib/use-session';
import { areaKey, commentProblem, hasHiddenReplies, mayDeletePost, replyToComment, replyToReply, shownReplies, type CommentAreaRef, type ReplyTarget } from './comment-rules';
import { commentsApi, commentsOptions, repliesOptions } from './comments-api';
import { UserHomeLink } from '../../components/user-home-link';

export interface CommentAreaProps {
  /** the discussion (did) or the contest (cid) whose comments these are */
  area: CommentAreaRef;
  /**
   * The viewer manages the place (a contest manager, a group admin): offered delete on every
   * comment and reply (part 3 §6). Admin roles and authors are offered it anyway.
   */
  canModerate?: boolean;
  /** shown above the list (the contest's Q&A notice) */
  notice?: ReactNode;
  /** told after the viewer's own comment, reply or delete (a discussion detail refreshes its counts) */
  onChanged?(): void;
}

/** Avatar, name (to the user's home), role badge and title tag of a comment's or reply's author. */
function Author({ uid, name, avatar, role, titleName, titleColor, size = 36 }: { uid: string; name: string; avatar: string | null; role: string | null; titleName?: string | null; titleColor?: string | null; size?: number }) {
  return (
    <Group gap={6} wrap="nowrap">
      <UserHomeLink uid={uid} username={name} label={name}>
        <Avatar src={avatar} alt={name} name={name} color="initials" radius="xl" size={size} />
      </UserHomeLink>
      <UserHomeLink uid={uid} username={name} testId="comment-author">
        {name}
      </UserHomeLink>
      <RoleBadge role={role} testId="comment-role-badge" />
      <TitleTag name={titleName} color={titleColor} />
    </Group>
  );
}

/** A comment or reply editor: markdown text, not blank and at most 10,000 characters (part 3 §5). */
function PostEditor({ hint, submitLabel, pending, onSubmit, onCancel, testId }: { hint: string; submitLabel: string; pending: boolean; onSubmit(content: string): Promise<unknown>; onCancel?(): void; testId: string }) {
  const { _ } = useLingui();
  const [content, setContent] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    const problem = commentProblem(content);
    if (problem) {
      setError(_(problem, { max: DISCUSSION_LIMITS.comment }));
      return;
    }
    setError(null);
    void onSubmit(content).then(() => setContent(''), () => undefined);
  };
  return (
    <Stack gap="xs" data-testid={testId}>
      <Textarea
        autosize
        minRows={3}
        maxRows={12}
        placeholder={hint}
        value={content}
        onChange={(e) => setContent(e.currentTarget.value)}
        error={error}
        description={`${content.length} / ${DISCUSSION_LIMITS.comment}`}
        data-testid={`${testId}-input`}
      />
      <Group justify="flex-end" gap="xs">
        {onCancel && (
          <Button variant="default" size="xs" onClick={onCancel}>
            {_('Cancel')}
          </Button>
        )}
        <Button size="xs" onClick={submit} loading={pending} data-testid={`${testId}-submit`}>
          {submitLabel}
        </Button>
      </Group>
    </Stack>
  );
}

interface AreaActions {
  viewer: { uid: string; roleList: string[] } | null;
  canModerate: boolean;
  replyTo(target: ReplyTarget): void;
  deleteReply(reply: ReplyView): void;
}

function ReplyItem({ reply, actions }: { reply: ReplyView; actions: AreaActions }) {
  const { _, i18n } = useLingui();
  return (
    <Box data-testid="reply-item" data-reply-id={reply.id}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Group gap={6} wrap="wrap">
          <Author uid={reply.fromUid} name={reply.fromName} avatar={reply.fromAvatar} role={reply.fromRole} size={26} />
          {reply.quoteType === 'Reply' && (
            <Text size="sm" c="dimmed" data-testid="reply-to">
              {_('Reply_To')}{' '}
              <UserHomeLink uid={reply.toUid} username={reply.toName} fw={400}>
                @{reply.toName}
              </UserHomeLink>
            </Text>
          )}
        </Group>
        <Text size="xs" c="dimmed" title={formatDateTime(reply.gmtCreate, i18n.locale)}>
          {relativeTime(reply.gmtCreate, i18n.locale)}
        </Text>
      </Group>
      <MarkdownView source={reply.content} pl={32} highlightCode testId="reply-content" />
      <Group gap="xs" pl={32}>
        <Button variant="subtle" size="compact-xs" leftSection={<IconMessageReply size={14} />} onClick={() => actions.replyTo(replyToReply(reply))} data-testid="reply-reply">
          {_('Comment_Reply')}
        </Button>
        {mayDeletePost(reply.fromUid, actions.viewer, actions.canModerate) && (
          <Button variant="subtle" color="red" size="compact-xs" leftSection={<IconTrash size={14} />} onClick={() => actions.deleteReply(reply)} data-testid="reply-delete">
            {_('Delete')}
          </Button>
        )}
      </Group>
    </Box>
  );
}

function CommentItem({ area, comment, liked, actions, onLike, onDelete, replying, replyEditor }: { area: CommentAreaRef; comment: CommentView; liked: boolean; actions: AreaActions; onLike(): void; onDelete(): void; replying: boolean; replyEditor: ReactNode }) {
  const { _, i18n } = useLingui();
  const [expanded, setExpanded] = useState(false);
  const viewer = useSession().user?.username ?? null;
  const all = useQuery({ ...repliesOptions(area, comment.id, viewer), enabled: expanded });
  const replies = shownReplies(comment, expanded && all.data ? all.data : null);
  return (
    <Paper withBorder radius="md" p="sm" data-testid="comment-item" data-comment-id={comment.id}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Author uid={comment.fromUid} name={comment.fromName} avatar={comment.fromAvatar} role={comment.fromRole} titleName={comment.fromTitleName} titleColor={comment.fromTitleColor} />
          <Text size="xs" c="dimmed" title={formatDateTime(comment.gmtCreate, i18n.locale)} data-testid="comment-time">
            {relativeTime(comment.gmtCreate, i18n.locale)}
          </Text>
        </Group>
        <MarkdownView source={comment.content} pl={42} highlightCode testId="comment-content" />
        <Group gap="xs" pl={42}>
          <Tooltip label={liked ? _('Comment_Unlike') : _('Comment_Like')}>
            <Button variant="subtle" color={liked ? 'red' : 'gray'} size="compact-xs" leftSection={liked ? <IconHeartFilled size={14} /> : <IconHeart size={14} />} onClick={onLike} data-testid="comment-like" data-liked={liked}>
              <span data-testid="comment-like-count">{comment.likeNum}</span>
            </Button>
          </Tooltip>
          <Button variant="subtle" size="compact-xs" leftSection={<IconMessageReply size={14} />} onClick={() => actions.replyTo(replyToComment(comment))} data-testid="comment-reply">
            {_('Comment_Reply')}
          </Button>
          {mayDeletePost(comment.fromUid, actions.viewer, actions.canModerate) && (
            <Button variant="subtle" color="red" size="compact-xs" leftSection={<IconTrash size={14} />} onClick={onDelete} data-testid="comment-delete">
              {_('Delete')}
            </Button>
          )}
        </Group>
        {(replies.length > 0 || replying) && (
          <Stack gap="xs" ml={42} p="xs" bg="var(--mantine-color-default-hover)" style={{ borderRadius: 'var(--mantine-radius-sm)' }} data-testid="reply-list">
            {replies.map((reply) => (
              <ReplyItem key={reply.id} reply={reply} actions={actions} />
            ))}
            {hasHiddenReplies(comment) &&
              (expanded ? (
                <Anchor component="button" size="sm" onClick={() => setExpanded(false)} data-testid="replies-collapse">
                  {_('Replies_Collapse')}
                </Anchor>
              ) : (
                <Anchor component="button" size="sm" onClick={() => setExpanded(true)} data-testid="replies-expand">
                  {_('View_All_Replies', { total: comment.totalReplyNum })}
                </Anchor>
              ))}
            {replying && replyEditor}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * The comment area of a discussion or a contest (part 3 §2.15): 10 comments a page, each with its
 * first 3 replies and "expand all" / "collapse", like toggles, comment and reply editors, replies
 * quoting a comment or a reply, and delete with confirmation. A guest is asked to sign in first.
 */
export function CommentArea({ area, canModerate = false, notice, onChanged }: CommentAreaProps) {
  const { _ } = useLingui();
  const { token, user } = useSession();
  const viewer = user?.username ?? null;
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [replyTarget, setReplyTarget] = useState<ReplyTarget | null>(null);
  const list = useQuery(commentsOptions(area, page, viewer));
  const key = areaKey(area);

  /** After the viewer's own action: the area, the badges (part 1 §4) and the screen around. */
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: communityKeys.commentArea(key) });
    void queryClient.invalidateQueries({ queryKey: communityKeys.messages() });
    onChanged?.();
  };
  const signedIn = () => {
    if (token) return true;
    askToLogIn(_('Please_login_first'));
    return false;
  };

  const addComment = useMutation({
    mutationFn: (content: string) => commentsApi.add(area, content),
    onSuccess: () => {
      notifySuccess(_('Comment_Successfully'));
      setPage(1);
      refresh();
    },
  });
  const addReply = useMutation({
    mutationFn: ({ target, content }: { target: ReplyTarget; content: string }) => commentsApi.reply({ commentId: target.commentId, toUid: target.toUid, quoteId: target.quoteId, quoteType: target.quoteType, content }),
    onSuccess: () => {
      notifySuccess(_('Reply_Successfully'));
      setReplyTarget(null);
      refresh();
    },
  });
  const like = useMutation({
    mutationFn: ({ id, toLike }: { id: number; toLike: boolean }) => commentsApi.like(area, id, toLike),
    onSuccess: (_data, { toLike }) => {
      notifySuccess(toLike ? _('Like_Successfully') : _('Cancel_Like_Successfully'));
      refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (target: { kind: 'comment' | 'reply'; id: number }) => (target.kind === 'comment' ? commentsApi.remove(target.id) : commentsApi.removeReply(target.id)),
    onSuccess: () => {
      notifySuccess(_('Delete_successfully'));
      refresh();
    },
  });

  const confirmRemove = (kind: 'comment' | 'reply', id: number) =>
    confirmDelete({
      title: kind === 'comment' ? _('Delete_Comment') : _('Delete_Reply'),
      body: kind === 'comment' ? _('Delete_Comment_Tips') : _('Delete_Reply_Tips'),
      onConfirm: () => remove.mutate({ kind, id }),
      testId: 'comment-delete-confirm',
    });

  const actions: AreaActions = {
    viewer: user ? { uid: user.uid, roleList: user.roleList } : null,
    canModerate,
    replyTo: (target) => {
      if (signedIn()) setReplyTarget(target);
    },
    deleteReply: (reply) => confirmRemove('reply', reply.id),
  };

  const data = list.data;
  const comments = data?.commentList.records ?? [];
  const total = data?.commentList.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / COMMENT_PAGE_SIZE));
  // A delete that emptied the last page shows the page before it.
  useEffect(() => {
    if (data && !list.isPlaceholderData && page > lastPage) setPage(lastPage);
  }, [data, list.isPlaceholderData, page, lastPage]);
  const replyEditor = replyTarget && (
    <PostEditor
      key={`${replyTarget.quoteType}-${replyTarget.quoteId}`}
      hint={_('Reply_To_Hint', { name: replyTarget.toName })}
      submitLabel={_('Comment_Reply')}
      pending={addReply.isPending}
      onSubmit={(content) => addReply.mutateAsync({ target: replyTarget, content })}
      onCancel={() => setReplyTarget(null)}
      testId="reply-editor"
    />
  );

  return (
    <Stack gap="md" data-testid="comment-area">
      <Group justify="space-between">
        <Title order={4}>
          {_('Comment_Area')} <Text span c="dimmed" size="sm" data-testid="comment-total">({total})</Text>
        </Title>
      </Group>
      {notice}
      {token ? (
        <PostEditor hint={_('Comment_Hint')} submitLabel={_('Send_Comment')} pending={addComment.isPending} onSubmit={(content) => addComment.mutateAsync(content)} testId="comment-editor" />
      ) : (
        <Paper withBorder radius="md" p="md" data-testid="comment-login-prompt">
          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              {_('Login_To_Comment')}
            </Text>
            <Button size="xs" onClick={() => openAuthDialog('login')}>
              {_('Login')}
            </Button>
          </Group>
        </Paper>
      )}
      {comments.length === 0 && !list.isPending && (
        <Text c="dimmed" ta="center" py="md" data-testid="comment-empty">
          {_('No_Comments')}
        </Text>
      )}
      {comments.map((comment) => {
        const liked = Boolean(data?.commentLikeMap[String(comment.id)]);
        return (
          <CommentItem
            key={comment.id}
            area={area}
            comment={comment}
            liked={liked}
            actions={actions}
            onLike={() => {
              if (signedIn()) like.mutate({ id: comment.id, toLike: !liked });
            }}
            onDelete={() => confirmRemove('comment', comment.id)}
            replying={replyTarget?.commentId === comment.id}
            replyEditor={replyEditor}
          />
        );
      })}
      {total > COMMENT_PAGE_SIZE && (
        <Group justify="center">
          <Pagination total={lastPage} value={page} onChange={setPage} size="sm" data-testid="comment-pages" />
        </Group>
      )}
    </Stack>
  );
}
