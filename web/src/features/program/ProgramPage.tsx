import { useRef, useState } from 'react';
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
import { useMutation, useQuery } from '@apollo/client/react';
import { useLocation, useParams } from 'react-router';
import { PROGRAM_MESSAGES, PROGRAM_TEMPLATES_PER_PAGE, programFileProblem } from '@memorial/schema';
import { graphql } from '../../gql';
import { notifyError, notifySuccess } from '../../app/notify';
import { ArrangementFrame, DECEDENT_PAGE_STATES, DecedentError } from '../../app/arrangement/ArrangementFrame';
import { DecedentHeader } from '../../app/arrangement/DecedentHeader';
import { PolicyDialog, usePolicyGate } from '../../app/arrangement/PolicyDialog';
import { formatEditedAt } from '../../app/arrangement/format';
import { stepCrumbs, type Area } from '../../app/arrangement/paths';
import { uploadProgram } from './upload';

const ProgramPageQuery = graphql(`
  query ProgramPage($opi: String!, $offset: Int!, $limit: Int!) {
    decedent(opi: $opi) {
      id
      opi
      haveAcceptPolicy
      funeralHome {
        code
        name
      }
      ...DecedentHeader_decedent
    }
    programCard(opi: $opi) {
      opi
      programCardTemplate {
        id
        name
      }
      templateFileUrl
      fileUrl
      fileName
      isLocked
      submittedAt
      lastEditedBy
      lastEditedAt
      maxFileBytes
    }
    programCardTemplates(limit: $limit, offset: $offset) {
      total
      offset
      items {
        id
        name
        previewFrontImageUrl
        previewBackImageUrl
      }
    }
  }
`);

const ProgramPreviewQuery = graphql(`
  query ProgramPreview($opi: String!) {
    programCardPreview(opi: $opi) {
      html
      fileName
    }
  }
`);

const ChooseProgramTemplate = graphql(`
  mutation ChooseProgramTemplateWeb($opi: String!, $templateId: Int!) {
    chooseProgramTemplate(opi: $opi, templateId: $templateId) {
      message
      programCard {
        opi
      }
    }
  }
`);

const SubmitProgram = graphql(`
  mutation SubmitProgramWeb($opi: String!) {
    submitProgramCard(opi: $opi) {
      message
      programCard {
        opi
        submittedAt
      }
    }
  }
`);

const SetProgramLock = graphql(`
  mutation SetProgramLockWeb($opi: String!, $isLocked: Boolean!) {
    setProgramLock(opi: $opi, isLocked: $isLocked) {
      message
      programCard {
        opi
        isLocked
      }
    }
  }
`);

const TITLE = 'Create Service Program';

/**
 * /app/{opi}/programCreation and /admin/{opi}/programCreation (arrangements-portal 2.7, 4.4): step 1 picks
 * a template (asking first before replacing one), step 2 downloads it filled in, and the family uploads the
 * edited .docx, sees it previewed and submits it. Locked (programStatus): the upload step is hidden.
 */
export function ProgramPage({ area }: { area: Area }) {
  const { opi = '' } = useParams();
  const { search } = useLocation();
  const [page, setPage] = useState(0);
  const { data, error, refetch } = useQuery(ProgramPageQuery, {
    variables: { opi, offset: page, limit: PROGRAM_TEMPLATES_PER_PAGE },
    fetchPolicy: 'cache-and-network',
    context: { pageStates: DECEDENT_PAGE_STATES },
  });
  const card = data?.programCard;
  const preview = useQuery(ProgramPreviewQuery, { variables: { opi }, skip: !card?.fileUrl, fetchPolicy: 'network-only' });
  const policy = usePolicyGate(area, data?.decedent.haveAcceptPolicy);
  const [choose, choosing] = useMutation(ChooseProgramTemplate);
  const [submit, submitting] = useMutation(SubmitProgram);
  const [setLock, locking] = useMutation(SetProgramLock);
  const [confirming, setConfirming] = useState<{ id: number; name: string } | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  if (!data && error) return <DecedentError area={area} error={error} />;
  const decedent = data?.decedent;
  const locked = card?.isLocked ?? false;
  const templates = data?.programCardTemplates;
  const pages = templates ? Math.max(1, Math.ceil(templates.total / PROGRAM_TEMPLATES_PER_PAGE)) : 1;

  const reload = async () => {
    await refetch();
    if (card?.fileUrl || preview.data) await preview.refetch();
  };
  const pick = async (id: number) => {
    setConfirming(null);
    const res = await choose({ variables: { opi, templateId: id } });
    if (res.data) await reload();
  };
  const onPick = (t: { id: number; name: string }) => {
    // Replacing a chosen template (and any upload) asks first.
    if (card?.programCardTemplate) setConfirming(t);
    else void pick(t.id);
  };
  const onFile = async (file: File | undefined) => {
    if (!file || !card) return;
    const problem = programFileProblem(file, card.maxFileBytes);
    setFileProblem(problem);
    if (problem) return;
    setProgress(0);
    try {
      notifySuccess(await uploadProgram(opi, file, setProgress));
      await refetch();
      await preview.refetch();
    } catch (e) {
      notifyError((e as Error).message);
    } finally {
      setProgress(null);
      if (fileInput.current) fileInput.current.value = '';
    }
  };
  const onSubmit = async () => {
    const res = await submit({ variables: { opi } });
    if (res.data) notifySuccess(res.data.submitProgramCard.message);
  };
  const onLock = async (isLocked: boolean) => {
    const res = await setLock({ variables: { opi, isLocked } });
    if (res.data) {
      notifySuccess(res.data.setProgramLock.message);
      await refetch();
    }
  };

  return (
    <ArrangementFrame
      title={TITLE}
      crumbs={stepCrumbs(area, opi, search, TITLE)}
      homeName={decedent?.funeralHome.name}
      lead="Choose a design, download it with your loved one's name and dates already filled in, make it your own in any word processor, and upload it back for your arranger."
    >
      <DecedentHeader decedent={decedent} />
      {!card ? (
        <Skeleton height={320} radius="lg" aria-busy="true" />
      ) : (
        <Stack gap="xl">
          {area === 'admin' && (
            <Paper withBorder p="md" radius="md">
              <Group justify="space-between" wrap="wrap" gap="sm">
                <Text size="sm" c="stone.8">
                  {card.lastEditedBy
                    ? `Last edited by ${card.lastEditedBy} at ${formatEditedAt(card.lastEditedAt as string | null)}`
                    : 'Not edited yet'}
                </Text>
                <Switch
                  label="Lock the program card"
                  checked={locked}
                  disabled={locking.loading}
                  onChange={(e) => void onLock(e.currentTarget.checked)}
                />
              </Group>
            </Paper>
          )}
          {locked && (
            <Alert color="yellow" variant="light" role="status" title="Locked">
              {PROGRAM_MESSAGES.locked}
            </Alert>
          )}

          <section aria-labelledby="program-step-1">
            <Text component="h2" id="program-step-1" className="arr-section-title">
              Step 1: Choose a program template
            </Text>
            {card.programCardTemplate && (
              <Text mb="sm">
                Your template: <strong>{card.programCardTemplate.name}</strong>
              </Text>
            )}
            <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="lg" component="ul" className="plain-list">
              {templates?.items.map((t) => {
                const chosen = card.programCardTemplate?.id === t.id;
                return (
                  <li key={t.id}>
                    <Paper component="article" aria-label={t.name} withBorder radius="md" p="md" h="100%">
                      <Group justify="space-between" mb="xs">
                        <Text component="h3" fw={600}>
                          {t.name}
                        </Text>
                        {chosen && (
                          <Badge color="teal.9" variant="filled">
                            Selected
                          </Badge>
                        )}
                      </Group>
                      <Group gap="xs" grow>
                        <Image src={t.previewFrontImageUrl} alt={`${t.name}: front`} radius="sm" />
                        <Image src={t.previewBackImageUrl} alt={`${t.name}: back`} radius="sm" />
                      </Group>
                      <Button
                        mt="md"
                        fullWidth
                        variant={chosen ? 'light' : 'filled'}
                        disabled={locked || chosen || choosing.loading}
                        onClick={() => onPick(t)}
                      >
                        {chosen ? 'Selected' : `Use ${t.name}`}
                      </Button>
                    </Paper>
                  </li>
                );
              })}
            </SimpleGrid>
            {pages > 1 && (
              <Group justify="center" mt="lg">
                <Pagination
                  total={pages}
                  value={page + 1}
                  onChange={(p) => setPage(p - 1)}
                  siblings={1}
                  boundaries={0}
                  getControlProps={(c) => ({ 'aria-label': c === 'next' ? 'Next page' : c === 'previous' ? 'Previous page' : c })}
                  getItemProps={(p) => ({ 'aria-label': `Page ${p}` })}
                />
              </Group>
            )}
          </section>

          {card.programCardTemplate && (
            <section aria-labelledby="program-step-2">
              <Text component="h2" id="program-step-2" className="arr-section-title">
                Step 2: Download, edit and upload your program
              </Text>
              <Stack gap="md">
                {card.templateFileUrl && (
                  <Group>
                    <Button component="a" href={card.templateFileUrl} download variant="outline">
                      Download {card.programCardTemplate.name} (.docx)
                    </Button>
                  </Group>
                )}
                {!locked && (
                  <Stack gap={6}>
                    <Text component="label" htmlFor="program-file" fw={500}>
                      Upload your edited program (.docx)
                    </Text>
                    <input
                      id="program-file"
                      ref={fileInput}
                      type="file"
                      accept=".docx,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
                      disabled={progress !== null}
                      aria-describedby={fileProblem ? 'program-file-error' : undefined}
                      onChange={(e) => void onFile(e.currentTarget.files?.[0])}
                    />
                    {fileProblem && (
                      <Text id="program-file-error" c="red.8" size="sm" role="alert">
                        {fileProblem}
                      </Text>
                    )}
                    {progress !== null && <Progress value={progress} aria-label="Upload progress" size="lg" striped animated />}
                  </Stack>
                )}
                {card.fileUrl && (
                  <Group gap="sm">
                    <Text>
                      Uploaded:{' '}
                      <a href={card.fileUrl} download>
                        {card.fileName ?? 'program.docx'}
                      </a>
                    </Text>
                    {card.submittedAt ? (
                      <Badge color="teal.9" variant="filled">
                        Submitted to your arranger
                      </Badge>
                    ) : null}
                  </Group>
                )}
                {card.fileUrl && !locked && area === 'app' && (
                  <Group>
                    <Button onClick={() => void onSubmit()} loading={submitting.loading}>
                      Submit to Arranger
                    </Button>
                  </Group>
                )}
              </Stack>
            </section>
          )}

          {card.fileUrl && (
            <section aria-labelledby="program-preview">
              <Text component="h2" id="program-preview" className="arr-section-title">
                Preview of the uploaded program
              </Text>
              <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} className="program-preview">
                {preview.data ? (
                  <Typography>
                    {/* Converted with mammoth and sanitised by the gateway's rich-text sanitiser. */}
                    <div dangerouslySetInnerHTML={{ __html: preview.data.programCardPreview.html }} />
                  </Typography>
                ) : (
                  <Skeleton height={200} aria-busy="true" />
                )}
              </Paper>
            </section>
          )}
        </Stack>
      )}
      <Modal opened={confirming !== null} onClose={() => setConfirming(null)} title={PROGRAM_MESSAGES.confirmChangeTitle} centered>
        <Text mb="lg">{PROGRAM_MESSAGES.confirmChange}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setConfirming(null)}>
            Cancel
          </Button>
          <Button onClick={() => confirming && void pick(confirming.id)} loading={choosing.loading}>
            Confirm Change
          </Button>
        </Group>
      </Modal>
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
