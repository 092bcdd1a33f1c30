import { useLingui } from '@lingui/react';
import { Badge, Card, Container, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAdjustmentsHorizontal, IconBrandOpenSource, IconCategory2, IconShieldLock, IconTopologyStar3, type Icon } from '@tabler/icons-react';
import { msgId } from '../../lib/message-id';
import { useWebsiteConfig } from '../../lib/website-config';

interface Feature {
  key: string;
  icon: Icon;
  color: string;
  title: string;
  description: string;
}

/**
 * The five qualities of part 1 §2 (About page), each worded for what the site has today: accounts,
 * the problem bank, submissions, judging, the online test and the admin problem screens. A promise
 * of contests, trainings, groups, discussions or rankings comes back here (and on the home page) in
 * the change that builds that area (decision 17).
 */
const FEATURES: Feature[] = [
  { key: 'distributed', icon: IconTopologyStar3, color: 'indigo', title: msgId('About_Distributed'), description: msgId('About_Distributed_Desc') },
  { key: 'customizable', icon: IconAdjustmentsHorizontal, color: 'teal', title: msgId('About_Customizable'), description: msgId('About_Customizable_Desc') },
  { key: 'secure', icon: IconShieldLock, color: 'red', title: msgId('About_Secure'), description: msgId('About_Secure_Desc') },
  { key: 'diverse', icon: IconCategory2, color: 'grape', title: msgId('About_Diverse'), description: msgId('About_Diverse_Desc') },
  { key: 'open-source', icon: IconBrandOpenSource, color: 'green', title: msgId('About_Open_Source'), description: msgId('About_Open_Source_Desc') },
];

export function AboutPage() {
  const { _ } = useLingui();
  const config = useWebsiteConfig();
  return (
    <Container size="lg" py={{ base: 'lg', sm: 48 }}>
      <Stack gap="xl">
        <Stack gap="sm" align="center" ta="center" maw={720} mx="auto">
          <Badge variant="light" size="lg">
            {_('About')}
          </Badge>
          <Title order={1} fz={{ base: 28, sm: 38 }}>
            {_('About_Title', { name: config?.projectName ?? '' })}
          </Title>
          <Text c="dimmed" size="lg">
            {_('About_Intro')}
          </Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
          {FEATURES.map((feature) => (
            <Card key={feature.key} withBorder radius="lg" padding="xl" data-testid={`about-${feature.key}`}>
              <ThemeIcon size={48} radius="md" variant="light" color={feature.color}>
                <feature.icon size={26} stroke={1.6} />
              </ThemeIcon>
              <Text fw={650} size="lg" mt="md">
                {_(feature.title)}
              </Text>
              <Text c="dimmed" size="sm" mt={6} lh={1.6}>
                {_(feature.description)}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
