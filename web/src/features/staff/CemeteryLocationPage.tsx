import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useParams } from 'react-router';
import { ArrangementFrame, DecedentError } from '../../app/arrangement/ArrangementFrame';
import { CemeteryLocationForm } from './CemeteryLocationForm';
import { useCemeteryLocation } from './useCemeteryLocation';
import './staff.css';

/**
 * /admin/{opi}/location (admin): the decedent's cemetery property and its outline. The outline is what turns the
 * public page's Ground-Level Cemetery 360 View on; a property without one, or no location, turns it off.
 */
export function CemeteryLocationPage() {
  const { opi = '' } = useParams();
  const { error, decedent, current, name, mode, setMode, onSubmit, onRemove, removing, properties } = useCemeteryLocation(opi);

  if (error) return <DecedentError area="admin" error={error} />;
  const title = 'Cemetery Location';

  return (
    <ArrangementFrame
      title={title}
      crumbs={[{ label: 'Dashboard', to: '/admin/decedents' }, { label: name || opi }, { label: title, current: true }]}
      lead="Where the grave is. A property with an outline shows the Ground-Level Cemetery 360 View on the public page."
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
  return (
    <Paper withBorder p="md" className="guide-card" component="section" aria-labelledby="current-location">
      <Stack gap={6}>
        <Text fw={600} id="current-location">
          Current location{name ? ` of ${name}` : ''}
        </Text>
        {!loaded ? (
          <Text c="stone.7">Loading…</Text>
        ) : current ? (
          <>
            <Text>{current.propertyName}</Text>
            <Group gap="xs">
              <Badge variant="light" color={current.geoJson ? 'sage' : 'stone'} radius="sm">
                {current.geoJson ? `360 view on (${current.geoJson.type})` : '360 view off: no outline'}
              </Badge>
            </Group>
            <div>
              <Button variant="subtle" color="red" onClick={onRemove} loading={removing} px={0}>
                Remove location
              </Button>
            </div>
          </>
        ) : (
          <Text c="stone.7">No cemetery location is set: the public page shows no Burial Location and no 360 view.</Text>
        )}
      </Stack>
    </Paper>
  );
}
