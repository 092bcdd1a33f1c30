import { useLingui } from '@lingui/react';
import { Button, FileButton, Group } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { CONTEST_IMAGE_MAX_BYTES, CONTEST_IMAGE_TYPES } from '../../../contract/rules/contests';
import { imageFileProblem } from '../../lib/image-file';
import { msgId } from '../../lib/message-id';
import { notifyError } from '../../lib/notify';
import { adminContestApi } from './admin-api';

const IMAGE_RULES = { types: CONTEST_IMAGE_TYPES, maxBytes: CONTEST_IMAGE_MAX_BYTES, wrongType: msgId('File type not support'), tooLarge: msgId('image size cannot exceed 1MB') };

interface ImagePickerProps {
  value: string | null;
  onChange(link: string | null): void;
  /** the pick button's text */
  label: string;
  testId: string;
}

/**
 * One picture of a form (a contest cover, a course's picture and sign-up poster): the preview, a pick
 * button that uploads the file to R2 through `upload-img` (part 3 §5: one image of the listed types,
 * 1 MB at most) and a remove button.
 */
export function ImagePicker({ value, onChange, label, testId }: ImagePickerProps) {
  const { _ } = useLingui();
  const upload = useMutation({
    mutationFn: (file: File) => adminContestApi.uploadImage(file),
    onSuccess: (result) => onChange(result.link),
  });
  const pick = (file: File | null) => {
    if (!file) return;
    const problem = imageFileProblem(file, IMAGE_RULES);
    if (problem) notifyError(_(problem));
    else upload.mutate(file);
  };
  return (
    <Group gap="md" align="flex-end">
      {value ? <img src={value} alt="" width={96} height={96} style={{ objectFit: 'cover', borderRadius: 8 }} data-testid={`${testId}-preview`} /> : null}
      <FileButton onChange={pick} accept={CONTEST_IMAGE_TYPES.map((t) => `.${t}`).join(',')}>
        {(props) => (
          <Button variant="default" leftSection={<IconPhoto size={16} />} loading={upload.isPending} {...props} data-testid={testId}>
            {label}
          </Button>
        )}
      </FileButton>
      {value && (
        <Button variant="subtle" color="red" onClick={() => onChange(null)} data-testid={`${testId}-remove`}>
          {_('Remove')}
        </Button>
      )}
    </Group>
  );
}
