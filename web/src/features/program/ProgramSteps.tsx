import {
  Alert,
  Badge,
  Button,
  Group,
  Image,
  Modal,
  Pagination,
  Paper,
  Progress,
  SimpleGrid,
  Skeleton,
  Stack,
  Switch,
  Text,
  Typography,
} from '@mantine/core';
import { PROGRAM_MESSAGES, PROGRAM_SCREEN_TEXTS as S } from '@memorial/schema';
import { useLocale, useT } from '../../app/i18n';
import { formatEditedAt } from '../../app/arrangement/format';
import type { ProgramEditor } from './useProgramEditor';

type Card = NonNullable<ProgramEditor['card']>;
type Template = NonNullable<ProgramEditor['templates']>['items'][number];

/** Staff only: who edited the program last, and the switch that locks it. */
function ProgramLockPanel({ editor, card, locked }: { editor: ProgramEditor; card: Card; locked: boolean }) {
  const t = useT();
  const locale = useLocale();
  return (
    <Paper withBorder p="md" radius="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text size="sm" c="stone.8">
          {card.lastEditedBy
            ? t(S, 'lastEdited', { name: card.lastEditedBy, when: formatEditedAt(card.lastEditedAt as string | null, locale) })
            : t(S, 'notEdited')}
        </Text>
        <Switch
          label={t(S, 'lockSwitch')}
          checked={locked}
          disabled={editor.locking}
          onChange={(e) => void editor.onLock(e.currentTarget.checked)}
        />
      </Group>
    </Paper>
  );
}

/** One template of step 1: its name, front and back, and the button that uses it. */
function TemplateCard({
  template,
  chosen,
  disabled,
  onPick,
}: {
  template: Template;
  chosen: boolean;
  disabled: boolean;
  onPick: () => void;
}) {
  const t = useT();
  return (
    <li>
      <Paper component="article" aria-label={template.name} withBorder radius="md" p="md" h="100%">
        <Group justify="space-between" mb="xs">
          <Text component="h3" fw={600}>
            {template.name}
          </Text>
          {chosen && (
            <Badge color="teal.9" variant="filled">
              {t(S, 'selected')}
            </Badge>
          )}
        </Group>
        <Group gap="xs" grow>
          <Image src={template.previewFrontImageUrl} alt={t(S, 'front', { name: template.name })} radius="sm" />
          <Image src={template.previewBackImageUrl} alt={t(S, 'back', { name: template.name })} radius="sm" />
        </Group>
        <Button mt="md" fullWidth variant={chosen ? 'light' : 'filled'} disabled={disabled || chosen} onClick={onPick}>
          {chosen ? t(S, 'selected') : t(S, 'use', { name: template.name })}
        </Button>
      </Paper>
    </li>
  );
}

/** Step 1: the templates, a page at a time. */
function ProgramTemplateStep({ editor, card, locked }: { editor: ProgramEditor; card: Card; locked: boolean }) {
  const { pages, page } = editor;
  const t = useT();
  return (
    <section aria-labelledby="program-step-1">
      <Text component="h2" id="program-step-1" className="arr-section-title">
        {t(S, 'step1')}
      </Text>
      {card.programCardTemplate && (
        <Text mb="sm">
          {t(S, 'yourTemplate')} <strong>{card.programCardTemplate.name}</strong>
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="lg" component="ul" className="plain-list">
        {editor.templates?.items.map((template) => (
          <TemplateCard
            key={template.id}
            template={template}
            chosen={card.programCardTemplate?.id === template.id}
            disabled={locked || editor.choosing}
            onPick={() => editor.onPick(template)}
          />
        ))}
      </SimpleGrid>
      {pages > 1 && (
        <Group justify="center" mt="lg">
          <Pagination
            total={pages}
            value={page + 1}
            onChange={(p) => editor.setPage(p - 1)}
            siblings={1}
            boundaries={0}
            getControlProps={(c) => ({ 'aria-label': c === 'next' ? t(S, 'nextPage') : c === 'previous' ? t(S, 'previousPage') : c })}
            getItemProps={(p) => ({ 'aria-label': t(S, 'page', { number: String(p) }) })}
          />
        </Group>
      )}
    </section>
  );
}

/** The file input of step 2, with the refusal of a wrong file and the upload's progress. */
function ProgramFileInput({ editor }: { editor: ProgramEditor }) {
  const { progress, fileProblem } = editor;
  const t = useT();
  return (
    <Stack gap={6}>
      <Text component="label" htmlFor="program-file" fw={500}>
        {t(S, 'uploadLabel')}
      </Text>
      <input
        id="program-file"
        ref={editor.fileInput}
        type="file"
        accept=".docx,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
        disabled={progress !== null}
        aria-describedby={fileProblem ? 'program-file-error' : undefined}
        onChange={(e) => void editor.onFile(e.currentTarget.files?.[0])}
      />
      {fileProblem && (
        <Text id="program-file-error" c="red.8" size="sm" role="alert">
          {fileProblem}
        </Text>
      )}
      {progress !== null && <Progress value={progress} aria-label={t(S, 'uploadProgress')} size="lg" striped animated />}
    </Stack>
  );
}

/** The uploaded file's name when the record has none (a file name, the same in every language). */
const DEFAULT_FILE_NAME = 'program.docx';

type StepProps = { editor: ProgramEditor; card: Card; locked: boolean; family: boolean };

/** Step 2: download the template filled in, upload the edited program, and submit it to the arranger. */
function ProgramUploadStep({ editor, card, locked, family }: StepProps) {
  const template = card.programCardTemplate;
  const t = useT();
  if (!template) return null;
  return (
    <section aria-labelledby="program-step-2">
      <Text component="h2" id="program-step-2" className="arr-section-title">
        {t(S, 'step2')}
      </Text>
      <Stack gap="md">
        {card.templateFileUrl && (
          <Group>
            <Button component="a" href={card.templateFileUrl} download variant="outline">
              {t(S, 'download', { name: template.name })}
            </Button>
          </Group>
        )}
        {!locked && <ProgramFileInput editor={editor} />}
        {card.fileUrl && (
          <Group gap="sm">
            <Text>
              {t(S, 'uploaded')}{' '}
              <a href={card.fileUrl} download>
                {card.fileName ?? DEFAULT_FILE_NAME}
              </a>
            </Text>
            {card.submittedAt ? (
              <Badge color="teal.9" variant="filled">
                {t(S, 'submittedToArranger')}
              </Badge>
            ) : null}
          </Group>
        )}
        {card.fileUrl && !locked && family && (
          <Group>
            <Button onClick={() => void editor.onSubmit()} loading={editor.submitting}>
              {t(S, 'submit')}
            </Button>
          </Group>
        )}
      </Stack>
    </section>
  );
}

/** The uploaded program as HTML. */
function ProgramPreview({ editor }: { editor: ProgramEditor }) {
  const t = useT();
  return (
    <section aria-labelledby="program-preview">
      <Text component="h2" id="program-preview" className="arr-section-title">
        {t(S, 'preview')}
      </Text>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} className="program-preview">
        {editor.preview ? (
          <Typography>
            {/* Converted with mammoth and sanitised by the gateway's rich-text sanitiser. */}
            <div dangerouslySetInnerHTML={{ __html: editor.preview.programCardPreview.html }} />
          </Typography>
        ) : (
          <Skeleton height={200} aria-busy="true" />
        )}
      </Paper>
    </section>
  );
}

/** The card once loaded: the lock (staff), step 1, step 2 once a template is chosen, and the preview of an upload. */
export function ProgramSteps({ editor, card, staff }: { editor: ProgramEditor; card: Card; staff: boolean }) {
  const locked = card.isLocked ?? false;
  const t = useT();
  return (
    <Stack gap="xl">
      {staff && <ProgramLockPanel editor={editor} card={card} locked={locked} />}
      {locked && (
        <Alert color="yellow" variant="light" role="status" title={t(S, 'lockedTitle')}>
          {t(PROGRAM_MESSAGES, 'locked')}
        </Alert>
      )}
      <ProgramTemplateStep editor={editor} card={card} locked={locked} />
      <ProgramUploadStep editor={editor} card={card} locked={locked} family={!staff} />
      {card.fileUrl && <ProgramPreview editor={editor} />}
    </Stack>
  );
}

/** Replacing a chosen template (and any upload) asks first. */
export function ConfirmChangeModal({ editor }: { editor: ProgramEditor }) {
  const { confirming, setConfirming } = editor;
  const t = useT();
  return (
    <Modal opened={confirming !== null} onClose={() => setConfirming(null)} title={t(PROGRAM_MESSAGES, 'confirmChangeTitle')} centered>
      <Text mb="lg">{t(PROGRAM_MESSAGES, 'confirmChange')}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={() => setConfirming(null)}>
          {t(S, 'cancel')}
        </Button>
        <Button onClick={() => confirming && void editor.pick(confirming.id)} loading={editor.choosing}>
          {t(S, 'confirmChange')}
        </Button>
      </Group>
    </Modal>
  );
}
