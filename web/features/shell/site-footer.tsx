import { useLingui } from '@lingui/react';
import { Anchor, Container, Group, Text } from '@mantine/core';
import { AnchorLink } from '../../components/router-links';
import { useWebsiteConfig } from '../../lib/website-config';

/** The site's project and record (licence) lines from get-website-config, and the compiler help link. */
export function SiteFooter() {
  const { _ } = useLingui();
  const config = useWebsiteConfig();
  const year = new Date().getFullYear();
  return (
    <Container size="lg">
      <Group justify="center" gap="xs" wrap="wrap">
        {config?.projectName && (
          <Text size="sm" c="dimmed">
            ©&nbsp;{year}&nbsp;
            <FooterLink href={config.projectUrl}>{config.projectName}</FooterLink>
          </Text>
        )}
        {config?.recordName && (
          <Text size="sm" c="dimmed">
            <FooterLink href={config.recordUrl}>{config.recordName}</FooterLink>
          </Text>
        )}
        <Text size="sm" c="dimmed">
          {_('Powered_By', { name: 'HOJ Edge' })}
        </Text>
        {/* The compiler help page: the drawer lists it below 992 px (part 1 §2), the footer on every screen. */}
        <AnchorLink to="/developer" size="sm" c="dimmed" data-testid="footer-developer">
          {_('Compiler_Help')}
        </AnchorLink>
      </Group>
    </Container>
  );
}

function FooterLink({ href, children }: { href: string; children: string }) {
  if (!href) return <>{children}</>;
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer" c="dimmed" inherit>
      {children}
    </Anchor>
  );
}
