import { useId, useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import { ActionIcon, Alert, Progress, Text } from '@mantine/core';
import { MEMORY_CONFIRMATIONS, MEMORY_UPLOAD_TEXTS as M } from '@memorial/schema';
import { CloseIcon, DocumentIcon, MusicIcon, UploadIcon, VideoIcon } from '../../icons';
import { useT } from '../../i18n';
import type { MediaUploads, UploadEntry } from './useMediaUploads';

/** The types the share form offers in the file picker (the gateway decides by the bytes). */
export const SHARE_ACCEPT =
  'image/jpeg,image/png,image/gif,audio/mpeg,audio/mp3,audio/wav,audio/wave,audio/x-wav,audio/ogg,video/mp4,video/mpeg,video/ogg,video/quicktime,video/x-flv,video/x-matroska,video/x-ms-asf,video/x-msvideo,.flv,.ogv,.mkv,application/pdf';

function Thumb({ entry, onRemove, disabled }: { entry: UploadEntry; onRemove: () => void; disabled: boolean }) {
  const t = useT();
  const { file } = entry;
  const Icon = file.type.startsWith('audio/') ? MusicIcon : file.type.startsWith('video/') ? VideoIcon : DocumentIcon;
  return (
    <li className={`upload-thumb upload-thumb--${entry.status}`} aria-label={file.name} data-status={entry.status}>
      {entry.previewUrl ? (
        <img src={entry.previewUrl} alt="" className="upload-thumb__img" />
      ) : (
        <span className="upload-thumb__file" aria-hidden>
          <Icon size={24} />
        </span>
      )}
      <span className="upload-thumb__name" title={file.name}>
        {file.name}
      </span>
      <ActionIcon
        className="upload-thumb__remove"
        size="sm"
        radius="xl"
        variant="filled"
        color="dark"
        aria-label={t(M, 'remove', { name: file.name })}
        onClick={onRemove}
        disabled={disabled}
      >
        <CloseIcon size={12} />
      </ActionIcon>
    </li>
  );
}

export interface MediaDropzoneProps {
  uploads: MediaUploads;
  accept?: string;
  /** A label for assistive technology. */
  label?: string;
}

/** The upload's progress (then that it is complete), and the error of a failed upload. */
function UploadStatus({ progress, error }: { progress: number; error: string | null }) {
  const t = useT();
  return (
    <>
      {progress > 0 && (
        <div className="dropzone__progress">
          <Progress
            value={progress}
            size="md"
            radius="xl"
            aria-label={t(M, 'uploadProgress')}
            striped={progress < 100}
            animated={progress < 100}
          />
          <Text size="xs" c="stone.7" mt={4} aria-live="polite">
            {progress < 100 ? t(M, 'uploading', { percent: String(progress) }) : t(M, 'uploadComplete')}
          </Text>
        </div>
      )}
      {error && (
        <Alert color="red" variant="light" mt="sm" role="alert" py="xs">
          {error}
        </Alert>
      )}
    </>
  );
}

/**
 * Drop your photo, audio, video or click to upload: a drop area and a file
 * picker, the chosen files as 103 px squares with remove buttons, the upload
 * progress, and the error of a failed upload.
 */
export function MediaDropzone({ uploads, accept = SHARE_ACCEPT, label }: MediaDropzoneProps) {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const hintId = useId();
  const labelId = useId();
  const { entries, progress, error, uploading } = uploads;
  // The file picker is blocked while an upload is on its way.
  const blocked = uploading;

  const take = (list: FileList | null) => {
    if (!list || blocked) return;
    uploads.add(Array.from(list));
  };
  const onDrop = (e: DragEvent<HTMLDivElement>) => {
    e.preventDefault();
    setOver(false);
    take(e.dataTransfer.files);
  };
  const onKey = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      if (!blocked) input.current?.click();
    }
  };

  return (
    <div className="dropzone-field">
      <span id={labelId} hidden>
        {label ?? t(M, 'shareMedia')}
      </span>
      <div
        role="button"
        tabIndex={blocked ? -1 : 0}
        aria-disabled={blocked}
        // Named by the text it shows, so the name read out is what is seen (WCAG 2.5.3); the label is its description.
        aria-describedby={labelId}
        className={`dropzone${over ? ' dropzone--over' : ''}${blocked ? ' dropzone--blocked' : ''}`}
        onClick={() => !blocked && input.current?.click()}
        onKeyDown={onKey}
        onDragOver={(e) => {
          e.preventDefault();
          if (!blocked) setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        data-testid="dropzone"
      >
        <span className="dropzone__icon" aria-hidden>
          <UploadIcon size={22} />
        </span>
        <Text fw={600}>{t(MEMORY_CONFIRMATIONS, 'dropArea')}</Text>
        <Text size="sm" c="stone.7" id={hintId}>
          {t(M, 'dropHint')}
        </Text>
        <input
          ref={input}
          type="file"
          multiple
          accept={accept}
          hidden
          data-testid="dropzone-input"
          disabled={blocked}
          onChange={(e) => {
            take(e.currentTarget.files);
            e.currentTarget.value = '';
          }}
        />
      </div>
      <UploadStatus progress={progress} error={error} />
      {entries.length > 0 && (
        <ul className="upload-thumbs" aria-label={t(M, 'chosenFiles')}>
          {entries.map((entry) => (
            <Thumb key={entry.key} entry={entry} onRemove={() => uploads.remove(entry.key)} disabled={entry.status === 'uploading'} />
          ))}
        </ul>
      )}
    </div>
  );
}
