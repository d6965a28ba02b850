import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useParams } from 'react-router';
import { APP_TEXTS, CEMETERY_LOCATION_TEXTS as T } from '@memorial/schema';
import { ArrangementFrame, DecedentError } from '../../app/arrangement/ArrangementFrame';
import { useT } from '../../app/i18n';
import { CemeteryLocationForm } from './CemeteryLocationForm';
import { useCemeteryLocation } from './useCemeteryLocation';
import './staff.css';

/**
 * /admin/{opi}/location (admin): the decedent's cemetery property and its outline. The outline is what turns the
 * public page's Ground-Level Cemetery 360 View on; a property without one, or no location, turns it off.
 */
export function CemeteryLocationPage() {
  const t = useT();
  const { opi = '' } = useParams();
  const { error, decedent, current, name, mode, setMode, onSubmit, onRemove, removing, properties } = useCemeteryLocation(opi);

  if (error) return <DecedentError area="admin" error={error} />;
  const title = t(T, 'title');

  return (
    <ArrangementFrame
      title={title}
      crumbs={[{ label: t(APP_TEXTS, 'dashboard'), to: '/admin/decedents' }, { label: name || opi }, { label: title, current: true }]}
      lead={t(T, 'lead')}
      size="md"
    >
      <CurrentLocation loaded={!!decedent} current={current} name={name} onRemove={() => void onRemove()} removing={removing} />
      <CemeteryLocationForm mode={mode} setMode={setMode} onSubmit={onSubmit} properties={properties} />
    </ArrangementFrame>
  );
}

interface CurrentLocationProps {
  loaded: boolean;
  current: { propertyName: string; geoJson?: { type: string } | null } | null;
  name: string;
  onRemove: () => void;
  removing: boolean;
}

/** The location set now, and removing it. */
function CurrentLocation({ loaded, current, name, onRemove, removing }: CurrentLocationProps) {
  const t = useT();
  return (
    <Paper withBorder p="md" className="guide-card" component="section" aria-labelledby="current-location">
      <Stack gap={6}>
        <Text fw={600} id="current-location">
          {name ? t(T, 'currentOf', { name }) : t(T, 'current')}
        </Text>
        {!loaded ? (
          <Text c="stone.7">{t(APP_TEXTS, 'loading')}</Text>
        ) : current ? (
          <>
            <Text>{current.propertyName}</Text>
            <Group gap="xs">
              <Badge variant="light" color={current.geoJson ? 'sage' : 'stone'} radius="sm">
                {current.geoJson ? t(T, 'viewOn', { type: current.geoJson.type }) : t(T, 'viewOff')}
              </Badge>
            </Group>
            <div>
              <Button variant="subtle" color="red" onClick={onRemove} loading={removing} px={0}>
                {t(T, 'remove')}
              </Button>
            </div>
          </>
        ) : (
          <Text c="stone.7">{t(T, 'none')}</Text>
        )}
      </Stack>
    </Paper>
  );
}
