import type { ReactNode } from 'react';
import { SimpleGrid } from '@mantine/core';

const COLUMNS = {
  2: { base: 1, sm: 2 },
  3: { base: 1, sm: 2, md: 3 },
  4: { base: 1, sm: 2, md: 4 },
} as const;

/** A group of a certificate form's fields: one column on a phone, two from a tablet, and up to `columns` on a wide screen. */
export function FieldGroup({ columns = 2, children }: { columns?: keyof typeof COLUMNS; children: ReactNode }) {
  return (
    <SimpleGrid cols={COLUMNS[columns]} spacing="md" verticalSpacing="sm">
      {children}
    </SimpleGrid>
  );
}
