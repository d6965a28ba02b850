import { useEffect, useRef, useState } from 'react';
import { Button, FileButton, Progress, Stack, Text } from '@mantine/core';
import { PRAYER_CUSTOM_IMAGE, PRAYER_SCREEN_TEXTS as S, prayerImageProblem } from '@memorial/schema';
import { useLocale, useT } from '../../app/i18n';
import { graphql } from '../../gql';
import { outputCard, type PrayerOutputCard } from './cardFragment';
import { notifyError, notifySuccess } from '../../app/notify';
import { CropDialog } from '../../app/media/CropDialog';
// The crop stage's frame (CropDialog's users bring it; the prayer route loads no other memorial media).
import type { CropArea } from '../../app/media/cropImage';
import { sendMultipart, UploadError } from './multipart';

export const UploadPrayerCardImageMutation = graphql(`
  mutation UploadPrayerCardImageWeb($opi: String!, $file: Upload!, $coordinates: String, $version: Int, $language: String) {
    uploadPrayerCardImage(opi: $opi, file: $file, coordinates: $coordinates, version: $version, language: $language) {
      message
      card {
        ...PrayerOutput_card
      }
    }
  }
`);

/** The types the card accepts, for the file picker (the check itself is prayerImageProblem, shared with the gateway). */
const ACCEPT = 'image/png,image/jpeg,.png,.jpg,.jpeg';

export interface CustomImageUploadProps {
  opi: string;
  /** The version of the card the photo replaces (issue 27). */
  version?: number;
  locked: boolean;
  onUploaded: (card: PrayerOutputCard) => void;
}

/** The photo picked, checked against the rules, cropped and sent with the progress of its bytes. */
function useCustomImageUpload({ opi, version, onUploaded }: Omit<CustomImageUploadProps, 'locked'>) {
  const [file, setFile] = useState<File | null>(null);
  const [src, setSrc] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const resetRef = useRef<() => void>(null);
  // A card started from the family's photo is in the language it is made in.
  const language = useLocale();

  useEffect(
    () => () => {
      if (src) URL.revokeObjectURL(src);
    },
    [src],
  );

  const close = () => {
    setFile(null);
    setSrc(null);
    setProgress(null);
    resetRef.current?.();
  };

  const onPick = (picked: File | null) => {
    if (!picked) return;
    const refusal = prayerImageProblem(picked);
    setProblem(refusal);
    if (refusal) {
      resetRef.current?.();
      return;
    }
    setFile(picked);
    setSrc(URL.createObjectURL(picked));
  };

  const onSave = async (pixels: CropArea) => {
    if (!file) return;
    setProgress(0);
    try {
      // The crop in pixels of the original photo, 'x,y,width,height' (the gateway cuts it at print resolution).
      const coordinates = [pixels.x, pixels.y, pixels.width, pixels.height].map((n) => Math.max(0, Math.round(n))).join(',');
      const data = await sendMultipart(UploadPrayerCardImageMutation, { opi, file, coordinates, version, language }, { file }, setProgress);
      notifySuccess(data.uploadPrayerCardImage.message);
      close();
      onUploaded(outputCard(data.uploadPrayerCardImage.card));
    } catch (e) {
      setProgress(null);
      if (!(e instanceof UploadError && e.shown)) notifyError((e as Error).message);
    }
  };

  return { src, problem, progress, resetRef, onPick, onSave, close };
}

/** Under the crop: the upload's progress while it is sent, else the size that prints sharpest. */
function UploadHint({ progress }: { progress: number | null }) {
  const t = useT();
  return progress !== null ? (
    <Stack gap={4}>
      <Text size="sm" aria-live="polite">
        {t(S, 'uploading', { progress })}
      </Text>
      <Progress value={progress} aria-label={t(S, 'uploadProgress')} size="lg" striped animated />
    </Stack>
  ) : (
    <Text size="sm" c="stone.8">
      {t(S, 'photoHint')}
    </Text>
  );
}

/**
 * "Or upload your own photo" (arrangements-portal 2.6, 5): png, jpg or jpeg only, refused with the rules'
 * sentence before anything is sent; cropped to the card's 187:322 with zoom 0.1 to 2 (react-easy-crop, the
 * portrait's CropDialog), then uploaded with the crop coordinates while a progress bar shows the bytes sent.
 */
export function CustomImageUpload({ opi, version, locked, onUploaded }: CustomImageUploadProps) {
  const { src, problem, progress, resetRef, onPick, onSave, close } = useCustomImageUpload({ opi, version, onUploaded });
  const t = useT();
  return (
    <Stack gap={6} align="flex-start">
      <FileButton onChange={onPick} accept={ACCEPT} resetRef={resetRef} disabled={locked}>
        {(props) => (
          <Button {...props} variant="outline" disabled={locked} aria-describedby={problem ? 'prayer-photo-error' : 'prayer-photo-help'}>
            {t(S, 'uploadPhoto')}
          </Button>
        )}
      </FileButton>
      <Text id="prayer-photo-help" size="sm" c="stone.8">
        {t(S, 'photoHelp')}
      </Text>
      {problem && (
        <Text id="prayer-photo-error" c="red.8" size="sm" role="alert">
          {problem}
        </Text>
      )}
      <CropDialog
        opened={src !== null}
        title={t(S, 'cropTitle')}
        src={src}
        aspect={PRAYER_CUSTOM_IMAGE.width / PRAYER_CUSTOM_IMAGE.height}
        zoom={{ min: PRAYER_CUSTOM_IMAGE.minZoom, max: PRAYER_CUSTOM_IMAGE.maxZoom, step: PRAYER_CUSTOM_IMAGE.zoomStep }}
        cropSize={{ width: PRAYER_CUSTOM_IMAGE.width, height: PRAYER_CUSTOM_IMAGE.height }}
        saving={progress !== null}
        hint={<UploadHint progress={progress} />}
        onSave={(pixels) => void onSave(pixels)}
        onCancel={close}
      />
    </Stack>
  );
}
