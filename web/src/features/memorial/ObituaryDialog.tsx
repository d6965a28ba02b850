import { Modal, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { MESSAGES } from '@memorial/schema';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import { displayName } from '../../app/decedentName';
import { lifeSpanOf } from '../../app/LifeDates';

export const ObituaryDialogFragment = graphql(`
  fragment ObituaryDialog_decedent on Decedent {
    id
    obituary {
      obituary
    }
    ...DisplayName_decedent
    ...LifeDates_decedent
  }
`);

export interface ObituaryDialogProps {
  decedent: FragmentType<typeof ObituaryDialogFragment>;
  opened: boolean;
  onClose: () => void;
}

/** The whole obituary in a dialog, opened from the actions list. */
export function ObituaryDialog({ decedent: ref, opened, onClose }: ObituaryDialogProps) {
  const decedent = getFragmentData(ObituaryDialogFragment, ref);
  const phone = useMediaQuery('(max-width: 567px)');
  const name = displayName(decedent);
  const html = decedent.obituary.obituary;

  return (
    <Modal opened={opened} onClose={onClose} title={`Obituary of ${name}`} size="xl" fullScreen={!!phone}>
      <Text c="stone.7" mb="md" className="obituary-dialog__dates">
        {lifeSpanOf(decedent)}
      </Text>
      {html.trim() ? (
        // Sanitised by the gateway; the only field rendered as HTML.
        <div className="obituary-text" dangerouslySetInnerHTML={{ __html: html }} />
      ) : (
        <Text>{MESSAGES.obituaryUnavailable}</Text>
      )}
    </Modal>
  );
}
