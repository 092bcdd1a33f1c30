import { useLingui } from '@lingui/react';
import { Anchor, Group, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { Link, useRouter } from '@tanstack/react-router';
import { BrandMark } from '../../components/brand-mark';
import { ColorSchemeToggle } from '../../components/color-scheme-toggle';
import { LanguageSwitch } from '../../components/language-switch';
import { openAuthDialog } from '../../lib/auth-dialog';
import { msgId } from '../../lib/message-id';
import { useWebsiteConfig } from '../../lib/website-config';
import { LoginForm } from './login-form';
import classes from './newlogin-page.module.css';

/** The event's contest, where a successful login lands (part 3 §2.17). */
const EVENT_CONTEST_PATH = '/contest/1521';

const NOTES = [msgId('NewLogin_Note_Account'), msgId('NewLogin_Note_Secret'), msgId('NewLogin_Note_Redirect'), msgId('NewLogin_Note_Help')];

/** The themed login page of an event, shown without the site's header and footer. */
export function NewLoginPage() {
  const { _ } = useLingui();
  const router = useRouter();
  const config = useWebsiteConfig();
  return (
    <div className={classes.page}>
      <Group gap="xs" className={classes.tools}>
        <LanguageSwitch />
        <ColorSchemeToggle />
      </Group>
      <section className={classes.banner} data-testid="newlogin-banner">
        <BannerArt />
        <div className={classes.bannerText}>
          <Group gap={10} mb="lg">
            <BrandMark size={36} />
            <Text fw={700} size="lg">
              {config?.shortName ?? ''}
            </Text>
          </Group>
          <span className={classes.eyebrow}>{_('NewLogin_Eyebrow')}</span>
          <Title order={1} mt="sm" fz={{ base: 28, md: 40 }} lh={1.15}>
            {_('NewLogin_Title')}
          </Title>
          <Text mt="sm" size="lg" opacity={0.85}>
            {_('NewLogin_Subtitle')}
          </Text>
        </div>
      </section>
      <section className={classes.panel}>
        <div className={classes.panelInner}>
          <Stack gap="lg">
            <Paper withBorder p="lg" radius="md">
              <Text fw={600} mb="sm">
                {_('NewLogin_Notes_Title')}
              </Text>
              <List
                spacing="xs"
                size="sm"
                icon={
                  <ThemeIcon size={20} radius="xl" variant="light">
                    <IconCheck size={12} />
                  </ThemeIcon>
                }
              >
                {NOTES.map((note) => (
                  <List.Item key={note}>{_(note)}</List.Item>
                ))}
              </List>
            </Paper>
            <Paper withBorder p="lg" radius="md" shadow="sm">
              <Title order={3} mb="md">
                {_('Login')}
              </Title>
              <LoginForm onSuccess={() => router.history.push(EVENT_CONTEST_PATH)} onForgotPassword={() => openAuthDialog('reset')} />
            </Paper>
            <Text size="sm" ta="center" c="dimmed">
              <Anchor component={Link} to="/home" size="sm">
                {_('Back_To_Home')}
              </Anchor>
            </Text>
          </Stack>
        </div>
      </section>
    </div>
  );
}

/** Code brackets and a scoreboard grid, drawn inline so the page needs no image request. */
function BannerArt() {
  return (
    <svg className={classes.bannerArt} viewBox="0 0 800 600" preserveAspectRatio="xMidYMid slice" aria-hidden="true">
      <defs>
        <radialGradient id="newlogin-glow" cx="0.8" cy="0.2" r="0.7">
          <stop offset="0" stopColor="#9775fa" stopOpacity="0.65" />
          <stop offset="1" stopColor="#9775fa" stopOpacity="0" />
        </radialGradient>
        <pattern id="newlogin-grid" width="40" height="40" patternUnits="userSpaceOnUse">
          <path d="M40 0H0V40" fill="none" stroke="#fff" strokeOpacity="0.07" />
        </pattern>
      </defs>
      <rect width="800" height="600" fill="url(#newlogin-grid)" />
      <rect width="800" height="600" fill="url(#newlogin-glow)" />
      <g fill="none" stroke="#fff" strokeLinecap="round" strokeLinejoin="round">
        <path d="M600 120l-60 60 60 60" strokeWidth="14" strokeOpacity="0.22" />
        <path d="M680 120l60 60-60 60" strokeWidth="14" strokeOpacity="0.22" />
        <path d="M660 100l-40 160" strokeWidth="10" strokeOpacity="0.16" />
      </g>
      <g fill="#fff">
        {[0, 1, 2, 3].map((row) => (
          <g key={row} transform={`translate(520 ${320 + row * 34})`} fillOpacity={0.1 + row * 0.04}>
            <rect width="40" height="22" rx="5" />
            <rect x="52" width="120" height="22" rx="5" />
            <rect x="184" width={60 - row * 10} height="22" rx="5" fill="#69db7c" fillOpacity="0.35" />
          </g>
        ))}
      </g>
    </svg>
  );
}
