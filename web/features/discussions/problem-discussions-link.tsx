import { useLingui } from '@lingui/react';
import { IconMessages } from '@tabler/icons-react';
import { ButtonLink } from '../../components/router-links';
import { useWebsiteConfig } from '../../lib/website-config';

/** The problem page's way to its discussions (part 3 §2.14): shown while the area is open. */
export function ProblemDiscussionsLink({ problemId, gid = null }: { problemId: string; gid?: number | null }) {
  const { _ } = useLingui();
  const config = useWebsiteConfig();
  const open = gid === null ? config?.openPublicDiscussion : config?.openGroupDiscussion;
  if (!open) return null;
  const common = { size: 'compact-sm', variant: 'subtle', leftSection: <IconMessages size={16} />, 'data-testid': 'problem-discussions-link' } as const;
  return gid === null ? (
    <ButtonLink to="/discussion/$problemID" params={{ problemID: problemId }} {...common}>
      {_('Discussion')}
    </ButtonLink>
  ) : (
    <ButtonLink to="/group/$groupID/discussion/$problemID" params={{ groupID: String(gid), problemID: problemId }} {...common}>
      {_('Discussion')}
    </ButtonLink>
  );
}
