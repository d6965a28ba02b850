import { Anchor, Container, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { APP_TEXTS, FUNERAL_HOMES, MESSAGES, type FuneralHome } from '@memorial/schema';
import { formatPhone } from '../format';
import { useT } from '../i18n';
import { LeafIcon } from '../icons';

export interface SiteFooterProps {
  homeName?: string;
  /** A staff screen: the copyright line only, without the visitors' funeral homes and telephone numbers. */
  staff?: boolean;
}

/**
 * The page footer shows four funeral-home logos (memorial-portal 3): the
 * funeral homes among the six providers; the two cremation providers (ACC,
 * CCS) have none.
 */
export const FOOTER_HOME_CODES = ['CFS', 'CNG', 'MDC', 'SSO'] as const;
const FOOTER_HOMES: FuneralHome[] = FOOTER_HOME_CODES.map((code) => FUNERAL_HOMES.find((h) => h.code === code)!);

/** No image files exist for the logos: each is a drawn mark with the home's initials. */
function HomeLogo({ home }: { home: FuneralHome }) {
  const t = useT();
  const initials = home.name
    .split(/\s+/)
    .filter((word) => /^[A-Z]/.test(word))
    .map((word) => word[0])
    .join('');
  return (
    <Group gap="xs" wrap="nowrap" role="img" aria-label={t(APP_TEXTS, 'homeLogo', { home: home.name })} className="site-footer__logo">
      <span className="site-footer__logo-mark" aria-hidden>
        <LeafIcon size={16} />
        <span>{initials}</span>
      </span>
      <Text fw={600} className="site-footer__home-name" aria-hidden>
        {home.name}
      </Text>
    </Group>
  );
}

/** The funeral homes' logos and telephone numbers, and the copyright line with the current year. */
export function SiteFooter({ homeName = FUNERAL_HOMES[0]!.name, staff = false }: SiteFooterProps) {
  const t = useT();
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <Container size="lg" py={staff ? 'md' : 'xl'}>
        {!staff && <FuneralHomes />}
        <Text size="sm" c="stone.7" mt={staff ? 0 : 'xl'} className="site-footer__copyright">
          {t(MESSAGES, 'copyrightLine', { year: String(year), home: homeName })}
        </Text>
      </Container>
    </footer>
  );
}

/** The visitors' part of the footer: the funeral homes with their logos, addresses and telephone numbers. */
function FuneralHomes() {
  const t = useT();
  return (
    <>
      <Text component="h2" className="site-footer__title">
        {t(APP_TEXTS, 'ourHomes')}
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg" verticalSpacing="md" component="ul" className="site-footer__homes">
        {FOOTER_HOMES.map((home) => (
          <li key={home.code}>
            <Stack gap={4}>
              <HomeLogo home={home} />
              <Text size="sm" c="stone.7">
                {home.address}
              </Text>
              <Anchor href={`tel:+1${home.phone}`} size="sm" c="sage.8">
                {formatPhone(home.phone)}
              </Anchor>
            </Stack>
          </li>
        ))}
      </SimpleGrid>
    </>
  );
}
