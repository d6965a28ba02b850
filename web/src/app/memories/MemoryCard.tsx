import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Badge, Button, Group, Paper, Text, Title } from '@mantine/core';
import { MEDIA_MESSAGES, MEMORY_CONFIRMATIONS, MEMORY_SCREEN_TEXTS as S, memoryTypeLabel, relationshipLabel } from '@memorial/schema';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import type { MemoryCard_MemoryFragment } from '../../gql/graphql';
import { formatLongDate, formatPhone } from '../format';
import { useLocale, useT } from '../i18n';
import { CheckIcon, CloseIcon, EyeIcon, EyeOffIcon, PlusIcon, TrashIcon, UndoIcon } from '../icons';
import { isDocument, type MediaItem } from './media';
import { MemoryMedia, type MemoryMediaManager } from './MemoryMedia';
import { ConfirmDialog } from '../ConfirmDialog';
import type { Moderation } from './moderation/useModeration';
import './memories.css';

// The moderators' dialogs (and the upload code Add Media brings) load only where a card is moderated, never for a visitor (issue 15).
const RejectDialog = lazy(async () => ({ default: (await import('./moderation/RejectDialog')).RejectDialog }));
const AddMediaDialog = lazy(async () => ({ default: (await import('./moderation/AddMediaDialog')).AddMediaDialog }));
// The in-place editors (and their zod rules) likewise: while one loads, the title and text show as they are.
const InlineTitle = lazy(async () => ({ default: (await import('./moderation/InlineEdits')).InlineTitle }));
const InlineBody = lazy(async () => ({ default: (await import('./moderation/InlineEdits')).InlineBody }));

export const MemoryCardFragment = graphql(`
  fragment MemoryCard_memory on Memory {
    id
    title
    description
    dateOfMemory
    createdAt
    memoryType
    memoryTypeName
    status
    isPrivate
    rejectedReason
    relationship
    memoryByPersonFirstName
    memoryByPersonLastName
    personEmail
    personPhone
    files {
      id
      ...MemoryMedia_file
    }
  }
`);

/**
 * public: read only. family: an approved memory on the family website.
 * approve: the Approve Memories tab. staff: the staff dashboard (admin calls, angle rotate tool, no document menu).
 */
export type MemoryCardMode = 'public' | 'family' | 'approve' | 'staff';

type Dialog = { kind: 'delete' | 'unApprove' | 'reject' | 'addMedia' } | { kind: 'deleteFile'; file: MediaItem } | null;

export interface MemoryCardProps {
  memory: FragmentType<typeof MemoryCardFragment>;
  mode: MemoryCardMode;
  /** The moderation calls; needed by every mode but public. */
  moderation?: Moderation;
  /** Where the card is moderated: the screening's words (issue 32), under the header. */
  screening?: ReactNode;
  /** Where the card is moderated: controls before the moderation buttons (select, Release). */
  extraActions?: ReactNode;
  /** A held memory (likely spam): its links are shown as text, so no one reviewing it opens a spammer's site by a slip. */
  inertLinks?: boolean;
}

/** Rich text without its links (their words stay). The gateway's sanitiser quotes and escapes every attribute value. */
const withoutLinks = (html: string) => html.replace(/<a\b[^>]*>|<\/a>/gi, '');

const STATUS_LABEL = { Pending: 'pendingForApproval', Accepted: 'approved', Rejected: 'rejected' } as const;
const STATUS_COLOR = { Pending: 'yellow', Accepted: 'sage', Rejected: 'red' } as const;

type Memory = MemoryCard_MemoryFragment;

interface HeaderProps {
  m: Memory;
  mode: MemoryCardMode;
  /** Given where the card is moderated: the title is edited in place and the status shown. */
  moderation: Moderation | undefined;
  headingId: string;
}

/** The title (edited in place by a moderator), the date and who shared it, the type, status and Hidden. */
function MemoryCardHeader({ m, mode, moderation, headingId }: HeaderProps) {
  const t = useT();
  const locale = useLocale();
  const manage = !!moderation;
  const sharer = `${m.memoryByPersonFirstName} ${m.memoryByPersonLastName}`.trim();
  const relationship = m.relationship ? relationshipLabel(t, m.relationship) : undefined;
  const heading = (
    <Title order={3} id={headingId} className="memory-card__title">
      {m.title || t(S, 'untitled')}
    </Title>
  );
  return (
    <header className="memory-card__header">
      {manage ? (
        <Suspense fallback={heading}>
          <InlineTitle title={m.title} onSave={(title) => moderation.editTitle(m.id, title)}>
            {heading}
          </InlineTitle>
        </Suspense>
      ) : (
        heading
      )}
      <Text size="sm" c="stone.7" className="memory-card__meta">
        <time dateTime={m.dateOfMemory}>{formatLongDate(m.dateOfMemory, locale)}</time>
        <span aria-hidden> · </span>
        <span>{t(S, 'sharedBy', { name: sharer })}</span>
        {relationship && <span> ({relationship})</span>}
      </Text>
      <Group gap={6} mt={6}>
        <Badge variant="light" color="stone" radius="sm" size="sm">
          {memoryTypeLabel(t, m.memoryType) ?? m.memoryTypeName}
        </Badge>
        {manage && (mode !== 'family' || m.status !== 'Accepted') && (
          <Badge variant="light" color={STATUS_COLOR[m.status]} radius="sm" size="sm">
            {t(S, STATUS_LABEL[m.status])}
          </Badge>
        )}
        {manage && m.isPrivate && (
          <Badge variant="outline" color="stone" radius="sm" size="sm" leftSection={<EyeOffIcon size={11} />}>
            {t(S, 'hidden')}
          </Badge>
        )}
      </Group>
    </header>
  );
}

/** The memory's text as the server gives it (edited in place by a moderator). */
function MemoryText({ m, moderation, inertLinks }: { m: Memory; moderation: Moderation | undefined; inertLinks: boolean }) {
  const manage = !!moderation;
  const shown = inertLinks ? withoutLinks(m.description) : m.description;
  return (
    <>
      {m.description.trim() &&
        (manage ? (
          <Suspense fallback={<div className="memory-card__text" dangerouslySetInnerHTML={{ __html: shown }} />}>
            <InlineBody html={m.description} onSave={(html) => moderation.editText(m.id, html)}>
              {/* Sanitised by the gateway when it was written; shown as given (a held memory without its links). */}
              <div className="memory-card__text" dangerouslySetInnerHTML={{ __html: shown }} />
            </InlineBody>
          </Suspense>
        ) : (
          <div className="memory-card__text" dangerouslySetInnerHTML={{ __html: shown }} />
        ))}
    </>
  );
}

interface ActionsProps {
  m: Memory;
  moderation: Moderation;
  extraActions: ReactNode;
  canApprove: boolean;
  canUnApprove: boolean;
  onDialog: (dialog: Dialog) => void;
}

/** The moderation buttons: Approve and Reject, or Un Approve and Hide / Show, then Add Media and Delete. */
function ModerationActions({ m, moderation, extraActions, canApprove, canUnApprove, onDialog }: ActionsProps) {
  const t = useT();
  return (
    <footer className="memory-card__actions" aria-label={t(S, 'moderation')}>
      {extraActions}
      {canApprove && (
        <Button size="compact-sm" leftSection={<CheckIcon size={14} />} onClick={() => void moderation.approve(m.id)}>
          {t(S, 'approve')}
        </Button>
      )}
      {canApprove && (
        <Button
          size="compact-sm"
          variant="light"
          color="red"
          leftSection={<CloseIcon size={14} />}
          onClick={() => onDialog({ kind: 'reject' })}
          disabled={m.status === 'Rejected'}
        >
          {t(S, 'reject')}
        </Button>
      )}
      {canUnApprove && (
        <Button size="compact-sm" variant="default" leftSection={<UndoIcon size={14} />} onClick={() => onDialog({ kind: 'unApprove' })}>
          {t(S, 'unApprove')}
        </Button>
      )}
      {canUnApprove &&
        (m.isPrivate ? (
          <Button
            size="compact-sm"
            variant="default"
            leftSection={<EyeIcon size={14} />}
            onClick={() => void moderation.setHidden(m.id, false)}
          >
            {t(S, 'showMemory')}
          </Button>
        ) : (
          <Button
            size="compact-sm"
            variant="default"
            leftSection={<EyeOffIcon size={14} />}
            onClick={() => void moderation.setHidden(m.id, true)}
          >
            {t(S, 'hideMemory')}
          </Button>
        ))}
      <Button size="compact-sm" variant="default" leftSection={<PlusIcon size={14} />} onClick={() => onDialog({ kind: 'addMedia' })}>
        {t(S, 'addMedia')}
      </Button>
      <Button
        size="compact-sm"
        variant="subtle"
        color="red"
        leftSection={<TrashIcon size={14} />}
        onClick={() => onDialog({ kind: 'delete' })}
        className="memory-card__delete"
      >
        {t(S, 'delete')}
      </Button>
    </footer>
  );
}

/** The confirmations and dialogs the moderation buttons open (Reject and Add Media load when first needed). */
function ModerationDialogs({
  m,
  moderation,
  dialog,
  onClose: close,
}: {
  m: Memory;
  moderation: Moderation;
  dialog: Dialog;
  onClose: () => void;
}) {
  const t = useT();
  return (
    <>
      <ConfirmDialog
        opened={dialog?.kind === 'delete'}
        title={t(MEMORY_CONFIRMATIONS, 'deleteMemory')}
        message={t(MEMORY_CONFIRMATIONS, 'cannotBeRevoked')}
        confirmLabel={t(S, 'delete')}
        danger
        onConfirm={() => moderation.remove(m.id)}
        onClose={close}
      />
      <ConfirmDialog
        opened={dialog?.kind === 'unApprove'}
        title={t(MEMORY_CONFIRMATIONS, 'unApprove')}
        message={t(MEMORY_CONFIRMATIONS, 'unApproveDetail')}
        confirmLabel={t(S, 'unApprove')}
        onConfirm={() => moderation.unApprove(m.id)}
        onClose={close}
      />
      <ConfirmDialog
        opened={dialog?.kind === 'deleteFile'}
        title={dialog?.kind === 'deleteFile' && isDocument(dialog.file) ? t(MEMORY_CONFIRMATIONS, 'deleteDocument') : t(S, 'deleteFile')}
        message={t(MEMORY_CONFIRMATIONS, 'cannotBeRevoked')}
        confirmLabel={t(S, 'delete')}
        danger
        onConfirm={() => (dialog?.kind === 'deleteFile' ? moderation.deleteFile(m.id, dialog.file.id) : false)}
        onClose={close}
      />
      <Suspense fallback={null}>
        <RejectDialog
          opened={dialog?.kind === 'reject'}
          memoryTitle={m.title}
          onReject={(reason) => moderation.reject(m.id, reason)}
          onClose={close}
        />
        <AddMediaDialog opened={dialog?.kind === 'addMedia'} onClose={close} onAdd={(files) => moderation.addFiles(m.id, files)} />
      </Suspense>
    </>
  );
}

/** One memory: title, date, who shared it, the text as the server gives it, and its media. */
export function MemoryCard({ memory: ref, mode, moderation, screening, extraActions, inertLinks = false }: MemoryCardProps) {
  const t = useT();
  const m = getFragmentData(MemoryCardFragment, ref);
  const [dialog, setDialog] = useState<Dialog>(null);
  const manage = mode !== 'public' && !!moderation;
  const headingId = `memory-${m.id}-title`;
  const close = () => setDialog(null);

  const canApprove = manage && (mode === 'approve' || (mode === 'staff' && m.status !== 'Accepted'));
  const canUnApprove = manage && (mode === 'family' || (mode === 'staff' && m.status === 'Accepted'));

  const mediaManager: MemoryMediaManager | undefined = manage
    ? {
        rotateVariant: mode === 'staff' ? 'admin' : 'family',
        onRotate: (file, angle) => moderation.rotate(m.id, file.id, angle),
        onDelete: (file) => setDialog({ kind: 'deleteFile', file }),
        hideDocumentMenu: mode === 'staff',
      }
    : undefined;

  return (
    <Paper
      component="article"
      withBorder
      className={`memory-card${m.isPrivate ? ' memory-card--hidden' : ''}`}
      aria-labelledby={headingId}
      data-memory-id={m.id}
    >
      <MemoryCardHeader m={m} mode={mode} moderation={manage ? moderation : undefined} headingId={headingId} />

      {manage && screening}

      {manage && m.status === 'Rejected' && m.rejectedReason && (
        <Text size="sm" className="memory-card__reason">
          <strong>{t(S, 'reasonForRejection')}</strong> {m.rejectedReason}
        </Text>
      )}

      <MemoryText m={m} moderation={manage ? moderation : undefined} inertLinks={manage && inertLinks} />

      <MemoryMedia
        files={m.files}
        memoryTitle={m.title}
        manage={mediaManager}
        failedText={manage ? t(MEDIA_MESSAGES, 'failedToLoadImage') : undefined}
      />

      {manage && (m.personEmail || m.personPhone) && (
        <Text size="xs" c="stone.7" className="memory-card__contact">
          {m.personEmail && <a href={`mailto:${m.personEmail}`}>{m.personEmail}</a>}
          {m.personEmail && m.personPhone && <span aria-hidden> · </span>}
          {m.personPhone && <a href={`tel:+1${m.personPhone}`}>{formatPhone(m.personPhone)}</a>}
        </Text>
      )}

      {manage && (
        <ModerationActions
          m={m}
          moderation={moderation}
          extraActions={extraActions}
          canApprove={canApprove}
          canUnApprove={canUnApprove}
          onDialog={setDialog}
        />
      )}

      {manage && <ModerationDialogs m={m} moderation={moderation} dialog={dialog} onClose={close} />}
    </Paper>
  );
}
