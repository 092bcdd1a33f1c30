import { useLingui } from '@lingui/react';
import { Group } from '@mantine/core';
import { IconFlame } from '@tabler/icons-react';
import { CAMP_INTENSITY } from '../../../contract/rules/courses';

/** The intensity as that many flames out of five. */
export function IntensityMarks({ value }: { value: number }) {
  const { _ } = useLingui();
  return (
    <Group gap={2} wrap="nowrap" aria-label={_('Camp_Intensity_Of', { value, max: CAMP_INTENSITY.max })} data-testid="camp-intensity" data-value={value}>
      {Array.from({ length: CAMP_INTENSITY.max }, (_x, i) => (
        <IconFlame key={i} size={16} stroke={1.6} color={i < value ? 'var(--mantine-color-orange-6)' : 'var(--mantine-color-gray-4)'} fill={i < value ? 'var(--mantine-color-orange-2)' : 'none'} />
      ))}
    </Group>
  );
}
