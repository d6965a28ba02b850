import { useRef, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { PROGRAM_TEMPLATES_PER_PAGE, programFileProblem } from '@memorial/schema';
import { graphql } from '../../gql';
import { notifyError, notifySuccess } from '../../app/notify';
import { useOnceAction } from '../../app/once';
import { DECEDENT_PAGE_STATES } from '../../app/arrangement/ArrangementFrame';
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
      version
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
  mutation ChooseProgramTemplateWeb($opi: String!, $templateId: Int!, $version: Int) {
    chooseProgramTemplate(opi: $opi, templateId: $templateId, version: $version) {
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

export type ProgramEditor = ReturnType<typeof useProgramEditor>;

/** The edited .docx chosen in the file input: checked, uploaded with its progress, then the card fetched again. */
function useProgramUpload(opi: string, card: { maxFileBytes: number; version: number } | undefined, reload: () => Promise<unknown>) {
  const maxFileBytes = card?.maxFileBytes;
  const [progress, setProgress] = useState<number | null>(null);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const onFile = async (file: File | undefined) => {
    if (!file || maxFileBytes === undefined) return;
    const problem = programFileProblem(file, maxFileBytes);
    setFileProblem(problem);
    if (problem) return;
    setProgress(0);
    try {
      // Sent with the version of the card as shown: refused (409) when someone saved it since (issue 27).
      notifySuccess(await uploadProgram(opi, file, setProgress, card?.version));
      await reload();
    } catch (e) {
      notifyError((e as Error).message);
      // The card as saved now (another's choice or upload, if that was the refusal).
      await reload().catch(() => undefined);
    } finally {
      setProgress(null);
      if (fileInput.current) fileInput.current.value = '';
    }
  };
  return { progress, fileProblem, fileInput, onFile };
}

/** Staff's lock of the program against the family's changes. */
function useProgramLock(opi: string, refetch: () => Promise<unknown>) {
  const [setLock, locking] = useMutation(SetProgramLock);
  const onLock = async (isLocked: boolean) => {
    const res = await setLock({ variables: { opi, isLocked } });
    if (res.data) {
      notifySuccess(res.data.setProgramLock.message);
      await refetch();
    }
  };
  return { onLock, locking: locking.loading };
}

/**
 * The service program of one decedent (arrangements-portal 4.4): the card, a page of templates, the preview
 * of the uploaded program, and choosing (asking first before a replacement), uploading, submitting and the lock.
 */
export function useProgramEditor(opi: string) {
  const [page, setPage] = useState(0);
  const { data, error, refetch } = useQuery(ProgramPageQuery, {
    variables: { opi, offset: page, limit: PROGRAM_TEMPLATES_PER_PAGE },
    fetchPolicy: 'cache-and-network',
    context: { pageStates: DECEDENT_PAGE_STATES },
  });
  const card = data?.programCard;
  const preview = useQuery(ProgramPreviewQuery, { variables: { opi }, skip: !card?.fileUrl, fetchPolicy: 'network-only' });
  const [choose, choosing] = useMutation(ChooseProgramTemplate);
  const [submit, submitting] = useMutation(SubmitProgram);
  const once = useOnceAction();
  const { onLock, locking } = useProgramLock(opi, refetch);
  const [confirming, setConfirming] = useState<{ id: number; name: string } | null>(null);
  const upload = useProgramUpload(opi, card, async () => {
    await refetch();
    await preview.refetch();
  });
  const templates = data?.programCardTemplates;

  const reload = async () => {
    await refetch();
    if (card?.fileUrl || preview.data) await preview.refetch();
  };
  const pick = async (id: number) => {
    setConfirming(null);
    // Made from the card as shown (its version); refused as older (notified), the page shows the card as saved now.
    await choose({ variables: { opi, templateId: id, version: card?.version } }).catch(() => null);
    await reload();
  };
  const onPick = (t: { id: number; name: string }) => {
    // Replacing a chosen template (and any upload) asks first.
    if (card?.programCardTemplate) setConfirming(t);
    else void pick(t.id);
  };
  const onSubmit = async () => {
    // One request per tap, with the action's Idempotency-Key (app/once.ts).
    const res = await once.run({ opi, file: card?.fileUrl }, (context) => submit({ variables: { opi }, context }));
    if (res?.data) notifySuccess(res.data.submitProgramCard.message);
  };

  return {
    data,
    error,
    decedent: data?.decedent,
    card,
    preview: preview.data,
    templates,
    page,
    setPage,
    pages: templates ? Math.max(1, Math.ceil(templates.total / PROGRAM_TEMPLATES_PER_PAGE)) : 1,
    ...upload,
    confirming,
    setConfirming,
    pick,
    onPick,
    choosing: choosing.loading,
    onSubmit,
    submitting: submitting.loading,
    onLock,
    locking,
  };
}
