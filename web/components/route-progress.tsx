import { useRouterState } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import classes from './route-progress.module.css';

type Phase = 'idle' | 'running' | 'finishing';
const FINISH_MS = 500;

/** The route-navigation progress bar of part 3 §2.1. */
export function RouteProgress() {
  const pending = useRouterState({ select: (state) => state.status === 'pending' });
  const [phase, setPhase] = useState<Phase>('idle');

  useEffect(() => {
    if (pending) {
      setPhase('running');
      return;
    }
    setPhase((current) => (current === 'running' ? 'finishing' : current));
  }, [pending]);

  useEffect(() => {
    if (phase !== 'finishing') return;
    const timer = setTimeout(() => setPhase('idle'), FINISH_MS);
    return () => clearTimeout(timer);
  }, [phase]);

  return <div className={classes.bar} data-phase={phase} role="presentation" />;
}
