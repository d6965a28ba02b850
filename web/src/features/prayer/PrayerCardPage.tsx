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

import { PRAYER_SCREEN_TEXTS as S } from '@memorial/schema';
import { useT } from '../../app/i18n';

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
  const t = useT();
  const title = t(S, 'title');

  if (!editor.data && editor.error) return <DecedentError area={area} error={editor.error} />;
  return (
    <ArrangementFrame title={title} crumbs={stepCrumbs(area, opi, search, title)} homeName={decedent?.funeralHome.name} lead={t(S, 'lead')}>
      <DecedentHeader decedent={decedent} />
      {!card || !shownCard ? (
        <Skeleton height={420} radius="lg" aria-busy="true" />
      ) : (
        <PrayerCardSteps editor={editor} opi={opi} card={card} shownCard={shownCard} staff={staff} />
      )}
      <LeaveDialog blocker={editor.blocker}>{t(S, 'leaveWarning')}</LeaveDialog>
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
