import { Skeleton } from '@mantine/core';
import { useLocation, useParams } from 'react-router';
import { ArrangementFrame, DecedentError } from '../../app/arrangement/ArrangementFrame';
import { DecedentHeader } from '../../app/arrangement/DecedentHeader';
import { PolicyDialog, usePolicyGate } from '../../app/arrangement/PolicyDialog';
import { stepCrumbs, type Area } from '../../app/arrangement/paths';
import { ConfirmChangeModal, ProgramSteps } from './ProgramSteps';
import { useProgramEditor } from './useProgramEditor';

import { PROGRAM_SCREEN_TEXTS as S } from '@memorial/schema';
import { useT } from '../../app/i18n';

/**
 * /app/{opi}/programCreation and /admin/{opi}/programCreation (arrangements-portal 2.7, 4.4): step 1 picks
 * a template (asking first before replacing one), step 2 downloads it filled in, and the family uploads the
 * edited .docx, sees it previewed and submits it. Locked (programStatus): the upload step is hidden.
 */
export function ProgramPage({ area }: { area: Area }) {
  const { opi = '' } = useParams();
  const { search } = useLocation();
  const editor = useProgramEditor(opi);
  const { decedent, card } = editor;
  const policy = usePolicyGate(area, decedent?.haveAcceptPolicy);
  const t = useT();
  const title = t(S, 'title');

  if (!editor.data && editor.error) return <DecedentError area={area} error={editor.error} />;
  return (
    <ArrangementFrame title={title} crumbs={stepCrumbs(area, opi, search, title)} homeName={decedent?.funeralHome.name} lead={t(S, 'lead')}>
      <DecedentHeader decedent={decedent} />
      {!card ? (
        <Skeleton height={320} radius="lg" aria-busy="true" />
      ) : (
        <ProgramSteps editor={editor} card={card} staff={area === 'admin'} />
      )}
      <ConfirmChangeModal editor={editor} />
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
