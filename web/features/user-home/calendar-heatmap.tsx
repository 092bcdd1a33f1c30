import { useLingui } from '@lingui/react';
import { Group, ScrollArea, Text, useComputedColorScheme, useMantineTheme } from '@mantine/core';
import { useMemo } from 'react';
import type { CalendarHeatmap as HeatmapData } from '../../../contract/api/home';
import { heatmapLayout, type HeatmapCell } from './heatmap-layout';

const CELL = 11;
const GAP = 3;
const STEP = CELL + GAP;
const LEFT = 30;
const TOP = 16;
/** The weekday rows that carry a name: Monday, Wednesday, Friday (Sunday is row 0). */
const NAMED_ROWS = [1, 3, 5];

/** The one-year submission calendar of a user home (part 1 §2, §9): a square a day, darker for busier days. */
export function CalendarHeatmap({ data }: { data: HeatmapData }) {
  const { _, i18n } = useLingui();
  const theme = useMantineTheme();
  const scheme = useComputedColorScheme('light');
  const layout = useMemo(() => heatmapLayout(data.dataList, data.endDate), [data]);
  const shades = scheme === 'dark' ? [theme.colors.dark[5], theme.colors.green[9], theme.colors.green[7], theme.colors.green[5], theme.colors.green[3]] : [theme.colors.gray[2], theme.colors.green[2], theme.colors.green[4], theme.colors.green[6], theme.colors.green[8]];
  const monthName = new Intl.DateTimeFormat(i18n.locale, { month: 'short', timeZone: 'UTC' });
  const weekdayName = new Intl.DateTimeFormat(i18n.locale, { weekday: 'short', timeZone: 'UTC' });
  const labelColor = scheme === 'dark' ? theme.colors.dark[1] : theme.colors.gray[6];
  const width = LEFT + layout.weeks * STEP;
  const height = TOP + 7 * STEP;
  const cellText = (cell: HeatmapCell) => _('Heatmap_Day', { count: cell.count, date: cell.date });
  return (
    <div data-testid="user-heatmap" data-total={layout.total}>
      <ScrollArea type="auto" offsetScrollbars>
        <svg width={width} height={height} role="img" aria-label={_('Heatmap_Year_Total', { total: layout.total })}>
          {layout.months.map((m) => (
            <text key={`${m.week}-${m.month}`} x={LEFT + m.week * STEP} y={10} fontSize={10} fill={labelColor}>
              {monthName.format(new Date(Date.UTC(2000, m.month, 1)))}
            </text>
          ))}
          {NAMED_ROWS.map((row) => (
            <text key={row} x={0} y={TOP + row * STEP + CELL - 2} fontSize={10} fill={labelColor}>
              {/* 2000-01-02 was a Sunday: row r is that date plus r days. */}
              {weekdayName.format(new Date(Date.UTC(2000, 0, 2 + row)))}
            </text>
          ))}
          {layout.cells.map((cell) => (
            <rect key={cell.date} x={LEFT + cell.week * STEP} y={TOP + cell.weekday * STEP} width={CELL} height={CELL} rx={2} fill={shades[cell.level]} data-date={cell.date} data-count={cell.count}>
              <title>{cellText(cell)}</title>
            </rect>
          ))}
        </svg>
      </ScrollArea>
      <Group justify="space-between" mt={4} gap="xs">
        <Text size="xs" c="dimmed">
          {_('Heatmap_Year_Total', { total: layout.total })}
        </Text>
        <Group gap={4} wrap="nowrap">
          <Text size="xs" c="dimmed">
            {_('Heatmap_Less')}
          </Text>
          {shades.map((color, level) => (
            <svg key={level} width={CELL} height={CELL} aria-hidden>
              <rect width={CELL} height={CELL} rx={2} fill={color} />
            </svg>
          ))}
          <Text size="xs" c="dimmed">
            {_('Heatmap_More')}
          </Text>
        </Group>
      </Group>
    </div>
  );
}
