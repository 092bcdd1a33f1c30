import { useLingui } from '@lingui/react';
import { Portal, Stack, Text, Title } from '@mantine/core';
import { IconConfetti } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { FESTIVAL_OVERLAY_MS, festivalOverlayShows } from './festival';
import classes from './festival-overlay.module.css';

/** Once per page load: the shell remounts when a bare screen (admin, /newlogin) is left, and the greeting is not repeated then. */
let greetedThisLoad = false;

/** The festival celebration (part 1 §1): over the whole page for 3 seconds while the rule allows; a click closes it sooner. */
export function FestivalOverlay() {
  const { _ } = useLingui();
  const [open, setOpen] = useState(() => !greetedThisLoad && festivalOverlayShows(new Date()));

  useEffect(() => {
    if (!open) return;
    greetedThisLoad = true;
    const timer = window.setTimeout(() => setOpen(false), FESTIVAL_OVERLAY_MS);
    return () => window.clearTimeout(timer);
  }, [open]);

  if (!open) return null;
  return (
    <Portal>
      <div className={classes.overlay} role="dialog" aria-label={_('Festival_Greeting')} onClick={() => setOpen(false)} data-testid="festival-overlay">
        <Stack align="center" gap="md" className={classes.card}>
          <IconConfetti size={72} stroke={1.4} className={classes.icon} aria-hidden />
          <Title order={1} c="white" ta="center">
            {_('Festival_Greeting')}
          </Title>
          <Text c="yellow.2" ta="center">
            {_('Festival_Greeting_Detail')}
          </Text>
        </Stack>
      </div>
    </Portal>
  );
}
