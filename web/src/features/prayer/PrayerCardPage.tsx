import { Skeleton } from '@mantine/core';
import { useLocation, useParams } from 'react-router';
import { LeaveDialog } from '../../app/LeaveDialog';
import { ArrangementFrame, DecedentError } from '../../app/arrangement/ArrangementFrame';
import { DecedentHeader } from '../../app/arrangement/DecedentHeader';
import { PolicyDialog, usePolicyGate } from '../../app/arrangement/PolicyDialog';
import { stepCrumbs, type Area } from '../../app/arrangement/paths';
import { PrayerCardSteps } from './PrayerCardSteps';
import { useEditingFocus } from './useEditingFocus';
import { usePrayerEditor } from './usePrayerEditor';

const TITLE = 'Create Prayer Card';

/**
 * /app/{opi}/prayerCreation and /admin/{opi}/prayerCreation (arrangements-portal 2.6, 4.3): step 1 chooses a
 * card (or the family's own photo), step 2 a poem; the four pages are designed in place (EDIT CARD, then
 * CANCEL or SAVE CARD), previewed, submitted to the arranger, and printed by staff. Locked (prayerStatus):
 * nobody can change, edit, save, submit or print.
 */
export function PrayerCardPage({ area }: { area: Area }) {
  const { opi = '' } = useParams();
  const { search } = useLocation();
  const staff = area === 'admin';
  const editor = usePrayerEditor(opi);
  useEditingFocus(editor.editing);
  const { decedent, card, shownCard } = editor;
  const policy = usePolicyGate(area, decedent?.haveAcceptPolicy);

  if (!editor.data && editor.error) return <DecedentError area={area} error={editor.error} />;
  return (
    <ArrangementFrame
      title={TITLE}
      crumbs={stepCrumbs(area, opi, search, TITLE)}
      homeName={decedent?.funeralHome.name}
      lead="Choose a card or your own photograph, add a poem or prayer, and make every page your own. Your arranger prints it for the service."
    >
      <DecedentHeader decedent={decedent} />
      {!card || !shownCard ? (
        <Skeleton height={420} radius="lg" aria-busy="true" />
      ) : (
        <PrayerCardSteps editor={editor} opi={opi} card={card} shownCard={shownCard} staff={staff} />
      )}
      <LeaveDialog blocker={editor.blocker}>
        You have changed the prayer card without saving. If you leave now, the changes will be lost.
      </LeaveDialog>
      {decedent && (
        <PolicyDialog
          opi={opi}
          decedentId={decedent.id}
          homeName={decedent.funeralHome.name}
          opened={policy.opened}
          onAccepted={policy.onAccepted}
        />
      )}
    </ArrangementFrame>
  );
}
