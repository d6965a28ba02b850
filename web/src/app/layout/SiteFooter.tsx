import { Anchor, Container, SimpleGrid, Stack, Text } from '@mantine/core';
import { FUNERAL_HOMES, MESSAGES } from '@memorial/schema';
import { formatPhone } from '../format';

export interface SiteFooterProps {
  homeName?: string;
}

/** The funeral homes, their telephone numbers, and the copyright line with the current year. */
export function SiteFooter({ homeName = FUNERAL_HOMES[0]!.name }: SiteFooterProps) {
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <Container size="lg" py="xl">
        <Text component="h2" className="site-footer__title">
          Our funeral homes
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="lg" verticalSpacing="md" component="ul" className="site-footer__homes">
          {FUNERAL_HOMES.map((home) => (
            <li key={home.code}>
              <Stack gap={2}>
                <Text fw={600} className="site-footer__home-name">{home.name}</Text>
                <Text size="sm" c="stone.7">{home.address}</Text>
                <Anchor href={`tel:+1${home.phone}`} size="sm" c="sage.8">
                  {formatPhone(home.phone)}
                </Anchor>
              </Stack>
            </li>
          ))}
        </SimpleGrid>
        <Text size="sm" c="stone.7" mt="xl" className="site-footer__copyright">
          {MESSAGES.copyrightLine(year, homeName)}
        </Text>
      </Container>
    </footer>
  );
}
