import { useLingui } from '@lingui/react';
import { ActionIcon, FileButton, Group, Input, Paper, SegmentedControl, Textarea, Tooltip } from '@mantine/core';
import { IconBold, IconCode, IconFileUpload, IconItalic, IconLink, IconList, IconMathFunction, IconPhoto, IconTable } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { MD_FILE_MAX_BYTES, MD_IMAGE_ACCEPT, MD_IMAGE_MAX_BYTES } from '../../contract/api/problems';
import { isAdminRole } from '../../contract/roles';
import { notifyError } from '../lib/notify';
import { useSession } from '../lib/use-session';
import { markdownFilesApi } from './markdown-files-api';
import { MarkdownView } from './markdown-view';

interface MarkdownEditorProps {
  label: string;
  value: string;
  onChange(value: string): void;
  error?: string;
  required?: boolean;
  minRows?: number;
  testId?: string;
  /**
   * Group content: uploads carry the group's id and images are offered to its admins too (part 3 §5:
   * image insertion for admin roles and group admins). The screen passes it only to a group admin.
   */
  group?: { gid: number };
}

type Snippet = { before: string; after: string; placeholder: string };

/** Text safe between the brackets of a Markdown link. */
const linkText = (name: string) => name.replace(/[[\]\\]/g, '') || 'file';

const SNIPPETS = {
  bold: { before: '**', after: '**', placeholder: 'text' },
  italic: { before: '*', after: '*', placeholder: 'text' },
  code: { before: '`', after: '`', placeholder: 'code' },
  link: { before: '[', after: '](https://)', placeholder: 'text' },
  math: { before: '$', after: '$', placeholder: 'a+b' },
  list: { before: '\n- ', after: '', placeholder: 'item' },
  table: { before: '\n| A | B |\n| - | - |\n| ', after: ' | |\n', placeholder: '1' },
} satisfies Record<string, Snippet>;

/** Markdown with a small toolbar and a preview rendered (and sanitised) as readers will see it. */
export function MarkdownEditor({ label, value, onChange, error, required, minRows = 6, testId, group }: MarkdownEditorProps) {
  const { _ } = useLingui();
  const [mode, setMode] = useState<'write' | 'preview'>('write');
  const area = useRef<HTMLTextAreaElement>(null);
  const { user } = useSession();
  // The editor lives in the admin area and the group admin screens (part 3 §5): admin roles and
  // group admins may insert images, only admin roles may attach files.
  const adminRole = Boolean(user && isAdminRole(user.roleList));
  const canUpload = adminRole || Boolean(user && group);
  const [uploading, setUploading] = useState(false);
  const latest = useRef(value);
  latest.current = value;

  /** Uploads, then puts the Markdown where the cursor was when the file was picked. */
  const upload = async (file: File | null, kind: 'image' | 'file') => {
    if (!file) return;
    if (kind === 'image' && file.size > MD_IMAGE_MAX_BYTES) {
      notifyError(_('image size cannot exceed 1MB'));
      return;
    }
    if (kind === 'file' && file.size > MD_FILE_MAX_BYTES) {
      notifyError(_('file size cannot exceed 10MB'));
      return;
    }
    const el = area.current;
    const at = el?.selectionEnd ?? latest.current.length;
    setUploading(true);
    try {
      const { link } = kind === 'image' ? await markdownFilesApi.uploadImage(file, group?.gid) : await markdownFilesApi.uploadFile(file, group?.gid);
      const text = `${kind === 'image' ? '!' : ''}[${linkText(file.name)}](${link})`;
      const current = latest.current;
      const position = Math.min(at, current.length);
      onChange(current.slice(0, position) + text + current.slice(position));
      requestAnimationFrame(() => {
        el?.focus();
        el?.setSelectionRange(position + text.length, position + text.length);
      });
    } catch {
      // The API client has already shown why the upload was refused.
    } finally {
      setUploading(false);
    }
  };

  const insert = ({ before, after, placeholder }: Snippet) => {
    const el = area.current;
    const start = el?.selectionStart ?? value.length;
    const end = el?.selectionEnd ?? value.length;
    const selected = value.slice(start, end) || placeholder;
    onChange(value.slice(0, start) + before + selected + after + value.slice(end));
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(start + before.length, start + before.length + selected.length);
    });
  };
  const tools: { key: keyof typeof SNIPPETS; label: string; icon: typeof IconBold }[] = [
    { key: 'bold', label: _('Markdown_Bold'), icon: IconBold },
    { key: 'italic', label: _('Markdown_Italic'), icon: IconItalic },
    { key: 'code', label: _('Markdown_Code'), icon: IconCode },
    { key: 'link', label: _('Markdown_Link'), icon: IconLink },
    { key: 'math', label: _('Markdown_Math'), icon: IconMathFunction },
    { key: 'list', label: _('Markdown_List'), icon: IconList },
    { key: 'table', label: _('Markdown_Table'), icon: IconTable },
  ];

  return (
    <Input.Wrapper label={label} error={error} required={required} data-testid={testId}>
      <Paper withBorder radius="sm" mt={4} style={error ? { borderColor: 'var(--mantine-color-error)' } : undefined}>
        <Group justify="space-between" gap={4} p={4} style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
          <Group gap={2}>
            {tools.map((tool) => (
              <Tooltip key={tool.key} label={tool.label} withArrow>
                <ActionIcon variant="subtle" color="gray" size="sm" onClick={() => insert(SNIPPETS[tool.key])} disabled={mode === 'preview'} aria-label={tool.label}>
                  <tool.icon size={15} />
                </ActionIcon>
              </Tooltip>
            ))}
            {canUpload && (
              <>
                <FileButton onChange={(file) => void upload(file, 'image')} accept={MD_IMAGE_ACCEPT} disabled={mode === 'preview' || uploading}>
                  {(props) => (
                    <Tooltip label={_('Markdown_Image')} withArrow>
                      <ActionIcon {...props} variant="subtle" color="gray" size="sm" loading={uploading} aria-label={_('Markdown_Image')} data-testid={testId ? `${testId}-image` : undefined}>
                        <IconPhoto size={15} />
                      </ActionIcon>
                    </Tooltip>
                  )}
                </FileButton>
                {adminRole && (
                  <FileButton onChange={(file) => void upload(file, 'file')} disabled={mode === 'preview' || uploading}>
                    {(props) => (
                      <Tooltip label={_('Markdown_File')} withArrow>
                        <ActionIcon {...props} variant="subtle" color="gray" size="sm" loading={uploading} aria-label={_('Markdown_File')} data-testid={testId ? `${testId}-file` : undefined}>
                          <IconFileUpload size={15} />
                        </ActionIcon>
                      </Tooltip>
                    )}
                  </FileButton>
                )}
              </>
            )}
          </Group>
          <SegmentedControl
            size="xs"
            value={mode}
            onChange={(next) => setMode(next)}
            data={[
              { value: 'write', label: _('Markdown_Write') },
              { value: 'preview', label: _('Markdown_Preview') },
            ]}
          />
        </Group>
        {mode === 'write' ? (
          <Textarea
            ref={area}
            value={value}
            onChange={(event) => onChange(event.currentTarget.value)}
            autosize
            minRows={minRows}
            maxRows={24}
            variant="unstyled"
            px="sm"
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 13 } }}
            data-testid={testId ? `${testId}-input` : undefined}
          />
        ) : (
          <MarkdownView source={value} p="sm" mih={minRows * 22} />
        )}
      </Paper>
    </Input.Wrapper>
  );
}
