import { Button, Group, Title } from '@mantine/core';
import { MEMORIAL_TEXTS } from '@memorial/schema';
import { useT } from '../../../app/i18n';
import { GiftIcon, LeafIcon } from '../../../app/icons';
import { useTribute } from './useTribute';

/**
 * Send Flowers on the decedent card (memorial-portal 2): the tribute store for the family, not for one service
 * (each service has its own buttons, closed after its cut-off). The page shows it only when a store is configured.
 */
export function SendFlowers({ opi }: { opi: string }) {
  const tribute = useTribute(opi);
  const t = useT();
  return (
    <section aria-labelledby="send-flowers-heading">
      <Title order={3} size="h5" id="send-flowers-heading" mb="xs">
        {t(MEMORIAL_TEXTS, 'sendFlowers')}
      </Title>
      <Group gap="xs">
        <Button
          variant="outline"
          size="sm"
          leftSection={<GiftIcon size={16} />}
          loading={tribute.busy === 'flower-click:'}
          onClick={() => void tribute.open('flower-click', null)}
        >
          {t(MEMORIAL_TEXTS, 'sendFlowers')}
        </Button>
        <Button
          variant="outline"
          size="sm"
          leftSection={<LeafIcon size={16} />}
          loading={tribute.busy === 'tree-click:'}
          onClick={() => void tribute.open('tree-click', null)}
        >
          {t(MEMORIAL_TEXTS, 'plantTree')}
        </Button>
      </Group>
    </section>
  );
}
