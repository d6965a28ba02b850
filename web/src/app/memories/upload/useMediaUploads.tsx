import { useCallback, useEffect, useRef, useState, type Dispatch, type RefObject, type SetStateAction } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { MAX_UPLOAD_BYTES, MEDIA_MESSAGES, MESSAGES, t } from '@memorial/schema';
import { graphql } from '../../../gql';
import type { FileType } from '../../../gql/graphql';
import { describeError } from '../../errors';
import { notifySuccess } from '../../notify';

export const UploadMediaMutation = graphql(`
  mutation UploadMedia($files: [Upload!]!, $isAllowAllMedia: Boolean!, $captcha: String) {
    uploadMedia(files: $files, isAllowAllMedia: $isAllowAllMedia, captcha: $captcha) {
      url
      thumbnailUrl
      fileType
      fileName
    }
  }
`);

/** Progress rises by this much every second while the files travel, up to 90 (memorial-portal 9). */
export const PROGRESS_STEP = 10;
export const PROGRESS_TICK_MS = 1000;
export const PROGRESS_CEILING = 90;
/** Files of a failed upload stay this long beside the error, then go. */
export const FAILED_REMOVE_MS = 3000;
/** Once the addresses have arrived, 100 shows this long before the bar rests at 0 again. */
export const PROGRESS_DONE_MS = 1000;

/** Failures the drop zone shows itself (the spec's texts, verbatim from the server; 503: a gateway without ffmpeg takes no video or audio). */
const UPLOAD_CODES = [
  'TOO_LARGE',
  'UNSUPPORTED_MEDIA',
  'UNSUPPORTED_MEDIA_TYPE',
  'BAD_USER_INPUT',
  'RATE_LIMITED',
  'BAD_REQUEST',
  'PAYLOAD_TOO_LARGE',
  'SERVICE_UNAVAILABLE',
  'INTERNAL_SERVER_ERROR',
  '400',
  '413',
  '415',
  '429',
  '500',
  '503',
] as const;

export interface UploadEntry {
  key: string;
  file: File;
  /** A local picture of an image while it uploads and after. */
  previewUrl: string | null;
  status: 'uploading' | 'done' | 'failed';
  url?: string;
  fileType?: FileType;
}

let counter = 0;
const keyOf = () => `upload-${++counter}`;

function previewOf(file: File): string | null {
  if (!file.type.startsWith('image/') || typeof URL.createObjectURL !== 'function') return null;
  try {
    return URL.createObjectURL(file);
  } catch {
    return null;
  }
}

function release(entries: readonly UploadEntry[]) {
  if (typeof URL.revokeObjectURL !== 'function') return;
  for (const e of entries) if (e.previewUrl) URL.revokeObjectURL(e.previewUrl);
}

export interface MediaUploads {
  entries: UploadEntry[];
  /** 0 when idle; +10 a second up to 90 while uploading; 100 when the addresses arrive. */
  progress: number;
  error: string | null;
  uploading: boolean;
  add: (files: readonly File[]) => void;
  remove: (key: string) => void;
  reset: () => void;
  /** The uploaded files, as a memory takes them. */
  uploaded: () => Array<{ fileUrl: string; fileType: FileType }>;
}

/** A drop's files as entries: the too large ones failed at once, the rest to upload. */
function entriesOf(incoming: readonly File[]) {
  // Empty files are dropped.
  const files = incoming.filter((f) => f.size > 0);
  const tooLarge = files.filter((f) => f.size > MAX_UPLOAD_BYTES);
  const fine = files.filter((f) => f.size <= MAX_UPLOAD_BYTES);
  const rejected: UploadEntry[] = tooLarge.map((file) => ({ key: keyOf(), file, previewUrl: null, status: 'failed' }));
  const batch: UploadEntry[] = fine.map((file) => ({ key: keyOf(), file, previewUrl: previewOf(file), status: 'uploading' }));
  return { files, rejected, batch };
}

type Setter<T> = Dispatch<SetStateAction<T>>;

/** The batch's entries with the addresses that came back, in order; one left without an address failed. */
function withResults(
  list: UploadEntry[],
  keys: readonly string[],
  uploaded: ReadonlyArray<{ url: string; fileType: FileType }>,
): UploadEntry[] {
  return list.map((e) => {
    const i = keys.indexOf(e.key);
    if (i < 0) return e;
    const u = uploaded[i];
    return u ? { ...e, status: 'done', url: u.url, fileType: u.fileType } : { ...e, status: 'failed' };
  });
}

/**
 * What ends with the component: the latest entries (their previews are released
 * on unmount), `later` that runs once unless it has unmounted, the progress ticker.
 */
function useUploadLifetime(entries: UploadEntry[]) {
  const entriesRef = useRef(entries);
  entriesRef.current = entries;
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const ticker = useRef<ReturnType<typeof setInterval> | null>(null);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    const pending = timers.current;
    return () => {
      mounted.current = false;
      for (const t of pending) clearTimeout(t);
      if (ticker.current) clearInterval(ticker.current);
      release(entriesRef.current);
    };
  }, []);

  const later = useCallback((fn: () => void, ms: number) => {
    const t = setTimeout(() => {
      timers.current.delete(t);
      if (mounted.current) fn();
    }, ms);
    timers.current.add(t);
  }, []);

  const stopTicker = useCallback(() => {
    if (ticker.current) clearInterval(ticker.current);
    ticker.current = null;
  }, []);

  const startTicker = useCallback(
    (tick: () => void) => {
      stopTicker();
      ticker.current = setInterval(tick, PROGRESS_TICK_MS);
    },
    [stopTicker],
  );

  return { entriesRef, mounted, later, stopTicker, startTicker };
}

/** Removing one file, emptying the list, and the uploaded files as a memory takes them. */
function useEntryActions(
  entriesRef: RefObject<UploadEntry[]>,
  setEntries: Setter<UploadEntry[]>,
  setProgress: Setter<number>,
  setError: Setter<string | null>,
) {
  const remove = useCallback(
    (key: string) => {
      setEntries((list) => {
        release(list.filter((e) => e.key === key));
        return list.filter((e) => e.key !== key);
      });
      // Removing a file resets the progress.
      setProgress(0);
    },
    [setEntries, setProgress],
  );

  const reset = useCallback(() => {
    setEntries((list) => {
      release(list);
      return [];
    });
    setProgress(0);
    setError(null);
  }, [setEntries, setProgress, setError]);

  const uploaded = useCallback(
    () =>
      entriesRef.current.filter((e) => e.status === 'done' && e.url && e.fileType).map((e) => ({ fileUrl: e.url!, fileType: e.fileType! })),
    [entriesRef],
  );

  return { remove, reset, uploaded };
}

/**
 * Files chosen in a drop zone: each batch goes to uploadMedia at once (GraphQL
 * multipart with the CSRF preflight header), with the spec's simulated
 * progress; a failed batch shows the error and leaves after 3 seconds.
 */
export function useMediaUploads({
  allowAll = false,
  captcha,
}: {
  allowAll?: boolean;
  /** A visitor's uploads: a solved captcha for each upload request. */
  captcha?: () => Promise<string | null>;
} = {}): MediaUploads {
  const client = useApolloClient();
  const [entries, setEntries] = useState<UploadEntry[]>([]);
  const [progress, setProgress] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [active, setActive] = useState(0);
  const { entriesRef, mounted, later, stopTicker, startTicker } = useUploadLifetime(entries);

  const dropLater = useCallback(
    (keys: readonly string[]) => {
      later(() => {
        setEntries((list) => {
          release(list.filter((e) => keys.includes(e.key)));
          return list.filter((e) => !keys.includes(e.key));
        });
      }, FAILED_REMOVE_MS);
    },
    [later],
  );

  const send = useCallback(
    (batch: readonly UploadEntry[]) => {
      const keys = batch.map((e) => e.key);
      void (captcha ? captcha() : Promise.resolve(null))
        .then((solution) =>
          client.mutate({
            mutation: UploadMediaMutation,
            variables: { files: batch.map((e) => e.file), isAllowAllMedia: allowAll, ...(solution ? { captcha: solution } : {}) },
            context: { headers: { 'Apollo-Require-Preflight': 'true' }, pageStates: UPLOAD_CODES },
          }),
        )
        .then(({ data }) => {
          if (!mounted.current) return;
          const uploaded = data?.uploadMedia ?? [];
          stopTicker();
          setEntries((list) => withResults(list, keys, uploaded));
          setProgress(100);
          notifySuccess(t(MEDIA_MESSAGES, 'uploaded'));
          later(() => setProgress((p) => (p === 100 ? 0 : p)), PROGRESS_DONE_MS);
        })
        .catch((e: unknown) => {
          if (!mounted.current) return;
          stopTicker();
          const failure = describeError(e);
          setError(failure.message ?? t(MESSAGES, 'genericError'));
          setEntries((list) => list.map((x) => (keys.includes(x.key) ? { ...x, status: 'failed' } : x)));
          setProgress(0);
          dropLater(keys);
        })
        .finally(() => {
          if (mounted.current) setActive((n) => n - 1);
        });
    },
    [allowAll, captcha, client, dropLater, later, mounted, stopTicker],
  );

  const add = useCallback(
    (incoming: readonly File[]) => {
      const { files, rejected, batch } = entriesOf(incoming);
      if (!files.length) return;
      setEntries((list) => [...list, ...rejected, ...batch]);
      setError(rejected.length ? t(MEDIA_MESSAGES, 'tooLargeInForm') : null);
      if (rejected.length) dropLater(rejected.map((e) => e.key));
      if (!batch.length) return;

      setActive((n) => n + 1);
      setProgress(0);
      startTicker(() => {
        setProgress((p) => Math.min(PROGRESS_CEILING, p + PROGRESS_STEP));
      });
      send(batch);
    },
    [dropLater, send, startTicker],
  );

  const { remove, reset, uploaded } = useEntryActions(entriesRef, setEntries, setProgress, setError);

  return { entries, progress, error, uploading: active > 0 || entries.some((e) => e.status === 'uploading'), add, remove, reset, uploaded };
}
