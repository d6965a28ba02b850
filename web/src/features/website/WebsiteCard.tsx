import type { ReactNode } from 'react';
import { Group, Paper, Text, ThemeIcon } from '@mantine/core';

/** One numbered card of the Customize Family Website page (arrangements-portal 2.8). */
export function WebsiteCard({
  number,
  title,
  id,
  children,
  headless,
}: {
  number: number;
  title: string;
  id: string;
  children: ReactNode;
  headless?: boolean;
}) {
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'xl' }}
      component="section"
      aria-labelledby={headless ? undefined : `${id}-title`}
      className="website-card"
    >
      {!headless && <CardHeading number={number} title={title} id={`${id}-title`} />}
      {children}
    </Paper>
  );
}

/** The card's number and title (a level-2 heading with the given id). */
export function CardHeading({ number, title, id }: { number: number; title: string; id: string }) {
  return (
    <Group gap="sm" mb="sm" wrap="nowrap" align="center">
      <ThemeIcon radius="xl" size={32} variant="light" color="sage" aria-hidden>
        <Text fw={700} size="sm">
          {number}
        </Text>
      </ThemeIcon>
      <Text component="h2" id={id} className="website-card__title">
        {title}
      </Text>
    </Group>
  );
}
