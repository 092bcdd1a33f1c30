import { useLingui } from '@lingui/react';
import { ActionIcon, Center, Loader, Text } from '@mantine/core';
import { IconArrowRight, IconRefresh } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { LIMITS } from '../../../contract/constants';
import { slideCaptchaQuery } from './accounts-api';
import classes from './slide-puzzle.module.css';
import { clampOffset, dragOffset, maxOffset } from './slide-offset';

interface SlidePuzzleProps {
  /** changes whenever a fresh puzzle is needed (each puzzle answers one login attempt) */
  round: number;
  busy: boolean;
  onRelease(captchaKey: string, offset: number): void;
}

/** The slide check required after 5 failed logins: drag the piece into the hole, then release. */
export function SlidePuzzle({ round, busy, onRelease }: SlidePuzzleProps) {
  const { _ } = useLingui();
  const [refreshes, setRefreshes] = useState(0);
  const puzzle = useQuery(slideCaptchaQuery(round, refreshes));
  const [offset, setOffset] = useState(0);
  const drag = useRef<{ startX: number; startOffset: number } | null>(null);

  const width = puzzle.data?.width ?? LIMITS.slideWidth;
  const height = puzzle.data?.height ?? LIMITS.slideHeight;
  const pieceSize = puzzle.data?.pieceSize ?? 44;
  const [shownPuzzle, setShownPuzzle] = useState(puzzle.data);
  if (shownPuzzle !== puzzle.data) {
    // A new picture starts with the piece back at the left edge.
    setShownPuzzle(puzzle.data);
    setOffset(0);
  }

  const release = (at: number) => {
    if (puzzle.data && at > 0) onRelease(puzzle.data.captchaKey, at);
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (busy || !puzzle.data) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { startX: event.clientX, startOffset: offset };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    setOffset(dragOffset(drag.current.startOffset, drag.current.startX, event.clientX, width, pieceSize));
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    const at = dragOffset(drag.current.startOffset, drag.current.startX, event.clientX, width, pieceSize);
    drag.current = null;
    setOffset(at);
    release(at);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (busy) return;
    const step = event.shiftKey ? 10 : 1;
    if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      event.preventDefault();
      setOffset((o) => clampOffset(o + (event.key === 'ArrowRight' ? step : -step), width, pieceSize));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      release(offset);
    }
  };

  return (
    <div className={classes.puzzle} style={{ width }} data-testid="slide-puzzle">
      <div className={classes.picture} style={{ width, height }}>
        {puzzle.data ? (
          <>
            <img src={puzzle.data.background} width={width} height={height} alt={_('Slide_Puzzle_Picture')} data-testid="slide-background" draggable={false} />
            <img
              src={puzzle.data.piece}
              className={classes.piece}
              style={{ left: offset, top: puzzle.data.y, width: pieceSize, height: pieceSize }}
              alt=""
              draggable={false}
              data-testid="slide-piece"
            />
          </>
        ) : (
          <Center h={height}>{puzzle.isError ? <Text size="sm" c="dimmed">{_('Slide_Puzzle_Load_Failed')}</Text> : <Loader size="sm" />}</Center>
        )}
        <ActionIcon
          className={classes.refresh}
          variant="white"
          size="sm"
          aria-label={_('Slide_Puzzle_Refresh')}
          onClick={() => setRefreshes((n) => n + 1)}
          disabled={busy}
        >
          <IconRefresh size={14} />
        </ActionIcon>
      </div>
      <div className={classes.track} style={{ width }}>
        <div className={classes.fill} style={{ width: offset + pieceSize / 2 }} />
        <span className={classes.hint}>{_('Slide_To_Complete_Puzzle')}</span>
        <div
          className={classes.handle}
          style={{ left: offset, width: pieceSize }}
          role="slider"
          tabIndex={0}
          aria-label={_('Slide_To_Complete_Puzzle')}
          aria-valuemin={0}
          aria-valuemax={maxOffset(width, pieceSize)}
          aria-valuenow={offset}
          data-disabled={busy || !puzzle.data || undefined}
          data-testid="slide-handle"
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={() => {
            drag.current = null;
          }}
          onKeyDown={onKeyDown}
        >
          {busy ? <Loader size={16} color="white" /> : <IconArrowRight size={20} />}
        </div>
      </div>
    </div>
  );
}
