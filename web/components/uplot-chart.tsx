import { Box, Center, Loader } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import type uPlot from 'uplot';

/** The uPlot module, handed to an options builder (for its path builders, e.g. bars). */
export type UPlotLib = typeof uPlot;
/** A chart's options for a width; the height is the component's. */
export type ChartOptions = (lib: UPlotLib) => Omit<uPlot.Options, 'width' | 'height'>;

/** uPlot and its stylesheet load with the first chart, so no page pays for them before it draws one. */
let loading: Promise<UPlotLib> | null = null;
function loadUPlot(): Promise<UPlotLib> {
  loading ??= Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')]).then(([module]) => module.default);
  return loading;
}

/**
 * A uPlot chart as wide as its box, redrawn when the options or the data change and resized with
 * its box. `options` must be stable between renders (useMemo) unless the chart should be rebuilt.
 */
export function UPlotChart({ options, data, height, testId, label }: { options: ChartOptions; data: uPlot.AlignedData; height: number; testId: string; label: string }) {
  const box = useRef<HTMLDivElement>(null);
  const [lib, setLib] = useState<UPlotLib | null>(null);

  useEffect(() => {
    let live = true;
    void loadUPlot().then((loaded) => live && setLib(() => loaded));
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    const target = box.current;
    if (!lib || !target) return;
    const chart = new lib({ ...options(lib), width: Math.max(target.clientWidth, 120), height }, data, target);
    const observer = new ResizeObserver(() => chart.setSize({ width: Math.max(target.clientWidth, 120), height }));
    observer.observe(target);
    return () => {
      observer.disconnect();
      chart.destroy();
    };
  }, [lib, options, data, height]);

  return (
    <Box ref={box} role="img" aria-label={label} mih={height} data-testid={testId} style={{ width: '100%', overflow: 'hidden' }}>
      {!lib && (
        <Center h={height}>
          <Loader size="sm" />
        </Center>
      )}
    </Box>
  );
}
