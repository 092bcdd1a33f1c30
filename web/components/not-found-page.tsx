import { useLingui } from '@lingui/react';
import { Button, Group, Text } from '@mantine/core';
import { IconArrowLeft, IconHome } from '@tabler/icons-react';
import { Link, useRouter } from '@tanstack/react-router';
import classes from './not-found-page.module.css';

export function NotFoundPage() {
  const { _ } = useLingui();
  const router = useRouter();
  return (
    <div className={classes.wrap} data-testid="not-found">
      <div className={classes.digits} aria-hidden="true">
        <span className={classes.digit}>4</span>
        <span className={classes.digit}>0</span>
        <span className={classes.digit}>4</span>
      </div>
      <div className={classes.shadow} aria-hidden="true" />
      <Text size="xl" fw={600} component="h1" m={0}>
        {_("Sorry, the page can't be found")}
      </Text>
      <Group>
        <Button component={Link} to="/home" leftSection={<IconHome size={18} />}>
          {_('Go_Home')}
        </Button>
        <Button variant="default" leftSection={<IconArrowLeft size={18} />} onClick={() => router.history.back()}>
          {_('Back')}
        </Button>
      </Group>
    </div>
  );
}
