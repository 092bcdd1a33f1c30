import { useLingui } from '@lingui/react';
import { Badge, Box, Button, Tooltip } from '@mantine/core';
import { CONTEST_AUTH, CONTEST_TYPE } from '../../../contract/rules/contests';
import { ScheduleStatusTag } from '../../components/schedule-status';
import { scheduleStatusLabel } from '../../lib/schedule-status';

/** The auth type as a tag with its explanation (part 2 §2 "type tag with tooltip"). */
export function ContestAuthTag({ auth }: { auth: number }) {
  const { _ } = useLingui();
  const [label, tip, color] =
    auth === CONTEST_AUTH.private
      ? [_('Contest_Private'), _('Contest_Private_Tips'), 'red']
      : auth === CONTEST_AUTH.protected
        ? [_('Contest_Protected'), _('Contest_Protected_Tips'), 'orange']
        : [_('Contest_Public'), _('Contest_Public_Tips'), 'blue'];
  return (
    <Tooltip label={tip} withArrow multiline w={260}>
      <Badge color={color} variant="light" data-testid="contest-auth-tag">
        {label}
      </Badge>
    </Tooltip>
  );
}

/** ACM shows one label; OI a warning style with a tooltip on the rank score rule (part 2 §2). */
export function ContestRuleButton({ type, oiRankScoreType }: { type: number; oiRankScoreType?: string }) {
  const { _ } = useLingui();
  if (type === CONTEST_TYPE.acm) {
    return (
      <Button size="compact-xs" variant="light" color="blue" data-testid="contest-rule">
        ACM
      </Button>
    );
  }
  return (
    <Tooltip label={oiRankScoreType === 'Highest' ? _('Contest_Rank_Highest_Tips') : _('Contest_Rank_Recent_Tips')} withArrow multiline w={280}>
      <Button size="compact-xs" variant="light" color="orange" data-testid="contest-rule">
        OI
      </Button>
    </Tooltip>
  );
}

export const contestStatusLabel = scheduleStatusLabel;

/** The status tag with its coloured left border. */
export function ContestStatusTag({ status }: { status: number }) {
  return <ScheduleStatusTag status={status} testId="contest-status" />;
}

/** The default picture of a contest without an image: one per rule type. */
export function ContestCover({ image, type, size = 72 }: { image: string | null; type: number; size?: number }) {
  if (image) return <img src={image} alt="" width={size} height={size} style={{ objectFit: 'cover', borderRadius: 8, flex: 'none' }} />;
  const oi = type === CONTEST_TYPE.oi;
  return (
    <Box
      w={size}
      h={size}
      style={{
        flex: 'none',
        borderRadius: 8,
        display: 'grid',
        placeItems: 'center',
        fontWeight: 800,
        fontSize: size / 3.6,
        color: 'white',
        background: oi ? 'linear-gradient(135deg, var(--mantine-color-orange-5), var(--mantine-color-red-6))' : 'linear-gradient(135deg, var(--mantine-color-blue-5), var(--mantine-color-indigo-7))',
      }}
      aria-hidden
      data-testid="contest-default-cover"
    >
      {oi ? 'OI' : 'ACM'}
    </Box>
  );
}
