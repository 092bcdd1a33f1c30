import { useLingui } from '@lingui/react';
import { Button } from '@mantine/core';
import { IconBroadcast } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { livestreamOptions } from '../../lib/course-keys';

/** The "Live" button to the course live-stream channel (part 1 §1), shown only while an admin has set a link. */
export function LivestreamButton() {
  const { _ } = useLingui();
  const live = useQuery(livestreamOptions);
  const url = live.data?.url;
  if (!url) return null;
  return (
    <Button component="a" href={url} target="_blank" rel="noopener noreferrer" color="red" variant="light" leftSection={<IconBroadcast size={18} />} data-testid="livestream-link">
      {_('Livestream_Watch')}
    </Button>
  );
}
