import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import { DirectionsIcon } from '../../app/icons';
import { directionsUrl } from './location';

export const BurialLocationDialogFragment = graphql(`
  fragment BurialLocationDialog_decedent on Decedent {
    id
    cemeteryLocation {
      id
      propertyName
      address
      latitude
      longitude
    }
  }
`);

export interface BurialLocationDialogProps {
  decedent: FragmentType<typeof BurialLocationDialogFragment>;
  opened: boolean;
  onClose: () => void;
}

/** The resting place: the property name and address, with directions. */
export function BurialLocationDialog({ decedent: ref, opened, onClose }: BurialLocationDialogProps) {
  const { cemeteryLocation } = getFragmentData(BurialLocationDialogFragment, ref);
  if (!cemeteryLocation) return null;
  const directions = directionsUrl(cemeteryLocation);

  return (
    <Modal opened={opened} onClose={onClose} title="Burial Location" size="md">
      <Stack gap="sm">
        <Text fw={600} size="lg" className="burial__property">
          {cemeteryLocation.propertyName}
        </Text>
        {cemeteryLocation.address && (
          <Text component="address" c="stone.8" style={{ fontStyle: 'normal' }}>
            {cemeteryLocation.address}
          </Text>
        )}
        {directions && (
          <Group mt="sm">
            <Button component="a" href={directions} target="_blank" rel="noopener noreferrer" leftSection={<DirectionsIcon size={16} />}>
              Get Directions
            </Button>
          </Group>
        )}
      </Stack>
    </Modal>
  );
}
