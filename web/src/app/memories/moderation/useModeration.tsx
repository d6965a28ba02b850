import { useMemo } from 'react';
import type { ApolloClient } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { ANNOUNCEMENTS, MEDIA_MESSAGES, MEMORY_NOTICES } from '@memorial/schema';
import { graphql } from '../../../gql';
import type { FileType } from '../../../gql/graphql';
import { announce } from '../../Announcer';
import { notifySuccess } from '../../notify';
import { useT } from '../../i18n';

const ChangeMemoryStatusMutation = graphql(`
  mutation ChangeMemoryStatus($memoryId: Int!, $status: MemoryStatusChange!, $rejectedReason: String, $opi: String) {
    changeMemoryStatus(memoryId: $memoryId, status: $status, rejectedReason: $rejectedReason, opi: $opi) {
      message
      memory {
        id
        ...MemoryCard_memory
      }
    }
  }
`);

const SetMemoryHiddenMutation = graphql(`
  mutation SetMemoryHidden($memoryId: Int!, $isPrivate: Boolean!, $opi: String) {
    setMemoryHidden(memoryId: $memoryId, isPrivate: $isPrivate, opi: $opi) {
      message
      memory {
        id
        ...MemoryCard_memory
      }
    }
  }
`);

const EditMemoryTitleMutation = graphql(`
  mutation EditMemoryTitle($memoryId: Int!, $title: String!, $opi: String) {
    editMemoryTitle(memoryId: $memoryId, title: $title, opi: $opi) {
      message
      memory {
        id
        ...MemoryCard_memory
      }
    }
  }
`);

const EditMemoryTextMutation = graphql(`
  mutation EditMemoryText($memoryId: Int!, $memory: String!, $opi: String) {
    editMemoryText(memoryId: $memoryId, memory: $memory, opi: $opi) {
      message
      memory {
        id
        ...MemoryCard_memory
      }
    }
  }
`);

const AddMemoryFilesMutation = graphql(`
  mutation AddMemoryFiles($memoryId: Int!, $files: [MemoryFileInput!]!, $opi: String) {
    addMemoryFiles(memoryId: $memoryId, files: $files, opi: $opi) {
      message
      memory {
        id
        ...MemoryCard_memory
      }
    }
  }
`);

const DeleteMemoryFileMutation = graphql(`
  mutation DeleteMemoryFile($memoryId: Int!, $fileId: Int!, $opi: String) {
    deleteMemoryFile(memoryId: $memoryId, fileId: $fileId, opi: $opi) {
      message
      memory {
        id
        ...MemoryCard_memory
      }
    }
  }
`);

const RotateMemoryImageMutation = graphql(`
  mutation RotateMemoryImage($memoryId: Int!, $fileId: Int!, $rotationAngle: Int!, $opi: String) {
    rotateMemoryImage(memoryId: $memoryId, fileId: $fileId, rotationAngle: $rotationAngle, opi: $opi) {
      message
      memory {
        id
        ...MemoryCard_memory
      }
    }
  }
`);

export interface Moderation {
  approve: (memoryId: number) => Promise<boolean>;
  reject: (memoryId: number, reason: string) => Promise<boolean>;
  unApprove: (memoryId: number) => Promise<boolean>;
  remove: (memoryId: number) => Promise<boolean>;
  setHidden: (memoryId: number, hidden: boolean) => Promise<boolean>;
  editTitle: (memoryId: number, title: string) => Promise<boolean>;
  editText: (memoryId: number, html: string) => Promise<boolean>;
  addFiles: (memoryId: number, files: Array<{ fileUrl: string; fileType: FileType }>) => Promise<boolean>;
  deleteFile: (memoryId: number, fileId: number) => Promise<boolean>;
  rotate: (memoryId: number, fileId: number, angle: number) => Promise<boolean>;
}

/** A memory's title as the cache holds it (read before a call that may take the memory out of the cache). */
function titleOf(client: ApolloClient, memoryId: number): string | undefined {
  const id = client.cache.identify({ __typename: 'Memory', id: memoryId });
  return id ? (client.cache.extract() as Record<string, { title?: string } | undefined>)[id]?.title : undefined;
}

/**
 * One moderation call: the spec's notice once it succeeded. listChanged: the memory whose change moves it between lists;
 * then the lists reload and the change is said through the live region by the memory's title.
 */
function runner(client: ApolloClient, onListChanged: (() => void) | undefined) {
  return async (call: () => Promise<unknown>, notice: string, listChanged: number | false): Promise<boolean> => {
    const title = listChanged === false ? undefined : titleOf(client, listChanged);
    try {
      await call();
    } catch {
      return false;
    }
    notifySuccess(notice);
    if (listChanged !== false) {
      announce(ANNOUNCEMENTS.moderated(notice, title));
      onListChanged?.();
    }
    return true;
  };
}

/**
 * The moderation calls of the family website and the staff dashboard, each
 * with the spec's success message. Failures are shown by the error link.
 * onListChanged runs when a memory moves between lists (status, hidden, deleted); such a change is also said
 * through the live region, with the memory's title (its card leaves the list, and the toast's own region may not be read).
 */
export function useModeration(opi: string | null, onListChanged?: () => void): Moderation {
  const client = useApolloClient();
  const t = useT();
  return useMemo(() => {
    const run = runner(client, onListChanged);
    // A status change sends rejectedReason only when Rejected.
    const status = (memoryId: number, to: 'Accepted' | 'Pending' | 'Rejected', rejectedReason?: string) =>
      client.mutate({
        mutation: ChangeMemoryStatusMutation,
        variables: { memoryId, status: to, opi, ...(to === 'Rejected' ? { rejectedReason } : {}) },
      });

    return {
      approve: (memoryId) => run(() => status(memoryId, 'Accepted'), t(MEMORY_NOTICES, 'approved'), memoryId),
      reject: (memoryId, reason) => run(() => status(memoryId, 'Rejected', reason.trim()), t(MEMORY_NOTICES, 'rejected'), memoryId),
      unApprove: (memoryId) => run(() => status(memoryId, 'Pending'), t(MEMORY_NOTICES, 'unApproved'), memoryId),
      remove: (memoryId) =>
        run(
          async () => {
            await client.mutate({
              mutation: ChangeMemoryStatusMutation,
              variables: { memoryId, status: 'Deleted', opi },
              update(cache) {
                cache.evict({ id: cache.identify({ __typename: 'Memory', id: memoryId }) });
                cache.gc();
              },
            });
          },
          t(MEMORY_NOTICES, 'deleted'),
          memoryId,
        ),
      setHidden: (memoryId, hidden) =>
        run(
          () => client.mutate({ mutation: SetMemoryHiddenMutation, variables: { memoryId, isPrivate: hidden, opi } }),
          hidden ? t(MEMORY_NOTICES, 'hidden') : t(MEMORY_NOTICES, 'shown'),
          memoryId,
        ),
      editTitle: (memoryId, title) =>
        run(
          () => client.mutate({ mutation: EditMemoryTitleMutation, variables: { memoryId, title, opi } }),
          t(MEMORY_NOTICES, 'titleEdited'),
          false,
        ),
      editText: (memoryId, html) =>
        run(
          () => client.mutate({ mutation: EditMemoryTextMutation, variables: { memoryId, memory: html, opi } }),
          t(MEMORY_NOTICES, 'memoryEdited'),
          false,
        ),
      addFiles: (memoryId, files) =>
        run(
          () => client.mutate({ mutation: AddMemoryFilesMutation, variables: { memoryId, files, opi } }),
          files.every((f) => f.fileType === 'Video' && /^https:\/\//.test(f.fileUrl))
            ? t(MEDIA_MESSAGES, 'videoUploaded')
            : t(MEDIA_MESSAGES, 'uploaded'),
          false,
        ),
      deleteFile: (memoryId, fileId) =>
        run(
          () => client.mutate({ mutation: DeleteMemoryFileMutation, variables: { memoryId, fileId, opi } }),
          t(MEDIA_MESSAGES, 'deleted'),
          false,
        ),
      rotate: (memoryId, fileId, angle) =>
        run(
          () => client.mutate({ mutation: RotateMemoryImageMutation, variables: { memoryId, fileId, rotationAngle: angle, opi } }),
          t(MEDIA_MESSAGES, 'rotated'),
          false,
        ),
    };
  }, [client, opi, onListChanged, t]);
}
