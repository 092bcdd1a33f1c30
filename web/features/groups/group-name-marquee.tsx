import { Box, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { truncateToUnits } from './group-model';

/** One step of the marquee (part 3 §9): the name moves a pixel every 20 ms. */
const MARQUEE_STEP_MS = 20;

/**
 * A card's group name (part 3 §2.3): cut to about 26 width units at rest; while the pointer is on the
 * card a name wider than its box scrolls through, a pixel every 20 ms, and starts over.
 */
export function GroupNameMarquee({ name, hovered }: { name: string; hovered: boolean }) {
  const boxRef = useRef<HTMLDivElement>(null);
  const textRef = useRef<HTMLParagraphElement>(null);
  const [offset, setOffset] = useState(0);
  useEffect(() => {
    const box = boxRef.current;
    const text = textRef.current;
    if (!hovered || !box || !text) {
      setOffset(0);
      return;
    }
    const overflow = text.scrollWidth - box.clientWidth;
    if (overflow <= 0) return;
    const timer = window.setInterval(() => setOffset((x) => (x >= overflow + 24 ? 0 : x + 1)), MARQUEE_STEP_MS);
    return () => window.clearInterval(timer);
  }, [hovered, name]);
  return (
    <Box ref={boxRef} style={{ overflow: 'hidden', whiteSpace: 'nowrap' }} title={name}>
      <Text span ref={textRef} fw={700} fz="lg" style={{ display: 'inline-block', transform: `translateX(${-offset}px)` }} data-testid="group-card-name">
        {hovered ? name : truncateToUnits(name)}
      </Text>
    </Box>
  );
}
