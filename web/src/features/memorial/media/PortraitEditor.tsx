import './media.css';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@mantine/core';
import { checkObituaryFile, OBITUARY_MEDIA_ACCEPT, OBITUARY_MEDIA_LIMITS } from '@memorial/schema';
import { MEMORIAL_DIALOG_TEXTS } from '@memorial/schema';
import { useT } from '../../../app/i18n';
import { notifyError } from '../../../app/notify';
import { ImageIcon } from '../../../app/icons';
import { CropDialog } from '../../../app/media/CropDialog';
import { cropToFile } from '../../../app/media/cropImage';
import { usePageMedia } from './usePageMedia';

const { photoCrop, photoZoom } = OBITUARY_MEDIA_LIMITS;

/** A picked file as an object URL, released when another is picked or the editor goes. */
export function useObjectUrl() {
  const [picked, setPicked] = useState<{ file: File; url: string } | null>(null);
  useEffect(
    () => () => {
      if (picked) URL.revokeObjectURL(picked.url);
    },
    [picked],
  );
  return [picked, (file: File | null) => setPicked(file ? { file, url: URL.createObjectURL(file) } : null)] as const;
}

/**
 * Upload photo on the portrait, for the family with access and staff (memorial-portal 1, 2): a png, jpg or jpeg,
 * cropped to 220 x 320 and zoomed (0.1 to 2 in steps of 0.1) here, then uploaded.
 */
export function PortraitEditor({ opi, name }: { opi: string; name: string }) {
  const input = useRef<HTMLInputElement>(null);
  const [picked, pick] = useObjectUrl();
  const media = usePageMedia(opi);
  const t = useT();

  const choose = (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    const refusal = checkObituaryFile('photo', file);
    if (refusal) return notifyError(refusal);
    pick(file);
  };

  const save = async (pixels: { x: number; y: number; width: number; height: number }) => {
    if (!picked) return;
    const file = await cropToFile(picked.url, pixels, {
      maxWidth: photoCrop.width * 3,
      name: 'portrait',
      png: picked.file.type === 'image/png',
    });
    if (await media.photo(file)) pick(null);
  };

  return (
    <>
      <input
        ref={input}
        type="file"
        accept={OBITUARY_MEDIA_ACCEPT.photo}
        hidden
        data-testid="portrait-file"
        onChange={(e) => choose(e.currentTarget.files?.[0])}
      />
      <Button
        size="compact-sm"
        variant="white"
        color="dark"
        className="memorial-portrait__edit"
        leftSection={<ImageIcon size={14} />}
        onClick={() => input.current?.click()}
      >
        {t(MEMORIAL_DIALOG_TEXTS, 'uploadPhoto')}
        <span className="visually-hidden"> {t(MEMORIAL_DIALOG_TEXTS, 'ofPerson', { name })}</span>
      </Button>
      <CropDialog
        opened={!!picked}
        title={t(MEMORIAL_DIALOG_TEXTS, 'cropPhoto')}
        src={picked?.url ?? null}
        aspect={photoCrop.width / photoCrop.height}
        cropSize={photoCrop}
        zoom={photoZoom}
        saving={media.saving}
        onSave={save}
        onCancel={() => pick(null)}
      />
    </>
  );
}
