import { useState } from 'react';
import { Alert, Button, Group, Modal, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { CERTIFICATE_FORM_TEXTS, CERTIFICATE_MESSAGES, CERTIFICATE_SECTION_TITLES, CERTIFICATE_SECTIONS } from '@memorial/schema';
import { useT } from '../../../app/i18n';
import { CheckIcon, InfoIcon, LockIcon, SendIcon, UnlockIcon } from '../../../app/icons';
import { ArrangementFrame, DecedentError } from '../../../app/arrangement/ArrangementFrame';
import { DecedentHeader } from '../../../app/arrangement/DecedentHeader';
import { PolicyDialog } from '../../../app/arrangement/PolicyDialog';
import { stepCrumbs, type Area } from '../../../app/arrangement/paths';
import { CertificateContext } from './CertificateContext';
import { SectionCards, SectionNav } from './CertificateSections';
import type { Country } from '../../../app/address/lists';
import { LeaveGuard } from './LeaveGuard';
import { SubmitConfirmDialog } from './SubmitConfirmDialog';
import { useCertificate } from './useCertificate';

function SubmitBar({
  enabled,
  locked,
  submitting,
  onSubmit,
  savedInSession,
  position,
}: {
  enabled: boolean;
  locked: boolean;
  submitting: boolean;
  onSubmit: () => void;
  savedInSession: boolean;
  position: 'top' | 'bottom';
}) {
  const t = useT();
  const hint = locked
    ? t(CERTIFICATE_FORM_TEXTS, 'submitLocked')
    : savedInSession
      ? t(CERTIFICATE_FORM_TEXTS, 'submitReady')
      : t(CERTIFICATE_FORM_TEXTS, 'submitLater');
  return (
    <div className="cert-submitbar" role="group" aria-label={t(CERTIFICATE_FORM_TEXTS, 'submitBar', { position })}>
      <Text size="sm" c="stone.8" style={{ flex: 1, minWidth: 220 }}>
        {hint}
      </Text>
      <Button size="md" leftSection={<SendIcon size={16} />} disabled={!enabled} loading={submitting} onClick={onSubmit}>
        {t(CERTIFICATE_FORM_TEXTS, 'submit')}
      </Button>
    </div>
  );
}

/**
 * Biography and Death Certificate Information (arrangements-portal 2.5, 4.2):
 * the eight numbered forms of one decedent, each saved on its own, then sent
 * to the arranger. Frozen records are read-only for everyone; staff lock and
 * unlock them.
 */
export function CertificatePage({ area }: { area: Area }) {
  const t = useT();
  const { opi, search, staff, data, error, locked, policy, dirtyForms, context, ...page } = useCertificate(area);
  const { submitting, freezing, onSubmit, onFreeze, savedInSession, firstSave, setFirstSave } = page;
  // Sections not saved yet: named, and asked about, before anything is sent (issue 29).
  const [missing, setMissing] = useState<string[] | null>(null);

  if (!data && error) return <DecedentError area={area} error={error} />;

  const decedent = data?.decedent;
  const certificate = data?.certificate;
  const reference = data?.referenceData;
  const saved = new Set(certificate?.savedSections ?? []);
  const countries: readonly Country[] = reference?.countries ?? [];
  const relationships = reference?.relationships ?? [];
  const askOrSubmit = () => {
    const savedKeys: readonly string[] = certificate?.savedSections ?? [];
    const titles = CERTIFICATE_SECTIONS.filter((s) => !savedKeys.includes(s.key)).map((s) => t(CERTIFICATE_SECTION_TITLES, s.key));
    if (titles.length > 0) setMissing(titles);
    else void onSubmit();
  };
  const submitBar = { enabled: savedInSession && !locked, locked, submitting, savedInSession, onSubmit: askOrSubmit };

  return (
    <ArrangementFrame
      title={t(CERTIFICATE_FORM_TEXTS, 'pageTitle')}
      crumbs={stepCrumbs(area, opi, search, t(CERTIFICATE_FORM_TEXTS, 'pageTitle'))}
      homeName={decedent?.funeralHome.name}
      lead={staff ? t(CERTIFICATE_FORM_TEXTS, 'introStaff') : t(CERTIFICATE_FORM_TEXTS, 'introFamily')}
    >
      <DecedentHeader
        decedent={decedent}
        eyebrow={t(CERTIFICATE_FORM_TEXTS, 'detailsFor')}
        actions={staff && certificate && <FreezeButton locked={locked} freezing={freezing} onFreeze={() => void onFreeze()} />}
      />
      <CertificateBanner locked={locked} />
      <SubmitBar position="top" {...submitBar} />

      {!certificate || !reference ? (
        <Stack gap="lg" aria-busy="true">
          <Skeleton height={320} radius="lg" />
          <Skeleton height={220} radius="lg" />
        </Stack>
      ) : (
        <CertificateContext.Provider value={context}>
          <div className="cert-layout">
            <SectionNav saved={saved} />
            <SectionCards data={{ certificate, reference, countries, relationships }} saved={saved} />
          </div>
        </CertificateContext.Provider>
      )}

      <SubmitBar position="bottom" {...submitBar} />
      <FirstSaveDialog title={firstSave} onClose={() => setFirstSave(null)} />
      <SubmitConfirmDialog
        missing={missing}
        onCancel={() => setMissing(null)}
        onConfirm={() => {
          setMissing(null);
          void onSubmit();
        }}
      />
      <LeaveGuard forms={dirtyForms} />

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

/** The staff's Lock / Unlock of the whole certificate. */
function FreezeButton({ locked, freezing, onFreeze }: { locked: boolean; freezing: boolean; onFreeze: () => void }) {
  const t = useT();
  return (
    <Button
      variant={locked ? 'filled' : 'outline'}
      color={locked ? 'sage' : 'stone.8'}
      leftSection={locked ? <UnlockIcon size={16} /> : <LockIcon size={16} />}
      loading={freezing}
      onClick={onFreeze}
    >
      {locked ? t(CERTIFICATE_FORM_TEXTS, 'unlock') : t(CERTIFICATE_FORM_TEXTS, 'lock')}
    </Button>
  );
}

/** Locked, or the reminder to send the details once they are saved. */
function CertificateBanner({ locked }: { locked: boolean }) {
  const t = useT();
  return locked ? (
    <Alert
      variant="light"
      color="red"
      icon={<LockIcon />}
      title={t(CERTIFICATE_FORM_TEXTS, 'lockedTitle')}
      role="status"
      className="cert-banner"
    >
      {t(CERTIFICATE_MESSAGES, 'locked')}
    </Alert>
  ) : (
    <Alert variant="light" color="yellow" icon={<InfoIcon />} role="status" className="cert-banner">
      <Text fw={700} size="md">
        {t(CERTIFICATE_MESSAGES, 'submitBanner')}
      </Text>
    </Alert>
  );
}

/** The popup after a section's first save (its title is the gateway's message). */
function FirstSaveDialog({ title, onClose }: { title: string | null; onClose: () => void }) {
  const t = useT();
  return (
    <Modal opened={!!title} onClose={onClose} title={title ?? ''} size="sm">
      <Stack gap="lg">
        <Group wrap="nowrap" align="flex-start" gap="md">
          <ThemeIcon variant="light" color="sage" size="lg" radius="xl" aria-hidden>
            <CheckIcon />
          </ThemeIcon>
          <Text>{t(CERTIFICATE_FORM_TEXTS, 'firstSave')}</Text>
        </Group>
        <Group justify="flex-end">
          <Button onClick={onClose} data-autofocus>
            {t(CERTIFICATE_FORM_TEXTS, 'ok')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
