import { useState } from 'react';
import { ActionIcon, Anchor, Group, ScrollArea, Text, Tooltip } from '@mantine/core';
import { DocumentIcon, DownloadIcon, TrashIcon } from '../../../app/icons';
import { downloadFile } from '../download';
import { byId, displayName, shortenFileName, type MediaItem } from '../media';

/** More documents than this scroll within 350 px. */
export const DOCUMENT_SCROLL_AFTER = 7;
export const DOCUMENT_SCROLL_HEIGHT = 350;

export interface DocumentListProps {
  files: readonly MediaItem[];
  /** Download and delete, for the family with access (the admin view hides the document menu). */
  manage?: { onDelete: (file: MediaItem) => void };
  label?: string;
}

/** Documents (pdf, docx...) listed apart from the photos, by id ascending. */
export function DocumentList({ files, manage, label = 'Documents' }: DocumentListProps) {
  const [busy, setBusy] = useState<number | null>(null);
  if (!files.length) return null;
  const list = (
    <ul className="document-list" aria-label={label}>
      {byId(files).map((f) => {
        const name = displayName(f);
        return (
          <li key={f.id} className="document-list__item">
            <span className="document-list__icon" aria-hidden>
              <DocumentIcon size={18} />
            </span>
            <Anchor href={f.src} target="_blank" rel="noopener noreferrer" className="document-list__name" title={name}>
              {/* The name read out starts with the text shown (WCAG 2.5.3); the full name is the title. */}
              {shortenFileName(name)}
              <span className="visually-hidden"> (opens in a new tab)</span>
            </Anchor>
            {manage && (
              <Group gap={4} wrap="nowrap">
                <Tooltip label={`Download ${name}`} w="auto">
                  <ActionIcon
                    variant="subtle"
                    color="stone.8"
                    aria-label={`Download ${name}`}
                    loading={busy === f.id}
                    onClick={async () => {
                      setBusy(f.id);
                      await downloadFile(f.id, name);
                      setBusy(null);
                    }}
                  >
                    <DownloadIcon size={16} />
                  </ActionIcon>
                </Tooltip>
                <Tooltip label={`Delete ${name}`} w="auto">
                  <ActionIcon variant="subtle" color="red" aria-label={`Delete ${name}`} onClick={() => manage.onDelete(f)}>
                    <TrashIcon size={16} />
                  </ActionIcon>
                </Tooltip>
              </Group>
            )}
          </li>
        );
      })}
    </ul>
  );
  return (
    <div className="documents">
      <Text size="xs" tt="uppercase" fw={700} c="stone.7" lts="0.08em" mb={6}>
        {label}
      </Text>
      {files.length > DOCUMENT_SCROLL_AFTER ? (
        <ScrollArea h={DOCUMENT_SCROLL_HEIGHT} type="auto" offsetScrollbars data-testid="documents-scroll">
          {list}
        </ScrollArea>
      ) : (
        list
      )}
    </div>
  );
}
