import './media.css';
import { useRef, useState } from 'react';
import { Button, Group, Text } from '@mantine/core';
import { checkObituaryFile, OBITUARY_MEDIA_ACCEPT, OBITUARY_MEDIA_LIMITS, OBITUARY_MEDIA_MESSAGES } from '@memorial/schema';
import { MEMORIAL_DIALOG_TEXTS } from '@memorial/schema';
import { useT } from '../../../app/i18n';
import { notifyError } from '../../../app/notify';
import { ImageIcon, PencilIcon } from '../../../app/icons';
import { CropDialog } from '../../../app/media/CropDialog';
import { bannerPosition, clampedCrop, cropToFile, type CropArea } from '../../../app/media/cropImage';
import { useObjectUrl } from './PortraitEditor';
import { usePageMedia } from './usePageMedia';

const { bannerCrop, bannerZoom } = OBITUARY_MEDIA_LIMITS;

/** The stored original as a file to send again beside the new crop (it is kept to crop again later). */
async function storedOriginal(url: string): Promise<File> {
  const blob = await (await fetch(url)).blob();
  const ext = blob.type === 'image/png' ? 'png' : blob.type === 'image/gif' ? 'gif' : 'jpg';
  return new File([blob], `banner-original.${ext}`, { type: blob.type || 'image/jpeg' });
}

/**
 * The banner's edit mode (memorial-portal 2, 4): crop and zoom (0.1 to 2 in steps of 0.01) the original picture
 * or a new one (jpeg, png or gif, 20 MB at most; 1500 x 350 recommended), then Save or Cancel. The cropped banner
 * and the picture it was cropped from are uploaded together; the original stays to crop again.
 */
export function BannerEditor({ opi, originalUrl }: { opi: string; originalUrl: string | null }) {
  const input = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  const [picked, pick] = useObjectUrl();
  const media = usePageMedia(opi);
  const src = picked?.url ?? originalUrl;
  const t = useT();

  const choose = (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    const refusal = checkObituaryFile('banner', file);
    if (refusal) return notifyError(refusal);
    pick(file);
    setOpen(true);
  };
  const close = () => {
    setOpen(false);
    pick(null);
  };

  const save = async (pixels: CropArea, percent: CropArea) => {
    if (!src) return;
    // The crop's centre stays on the picture: its position is clamped between 0 and 1.
    const natural = { width: (pixels.width * 100) / percent.width, height: (pixels.height * 100) / percent.height };
    const crop = clampedCrop(pixels, natural, bannerPosition(percent));
    const original = picked?.file ?? (await storedOriginal(src));
    const banner = await cropToFile(src, crop, { maxWidth: 3000, name: 'banner', png: original.type === 'image/png' });
    if (await media.banner(banner, original)) close();
  };

  const chooser = (
    <input
      ref={input}
      type="file"
      accept={OBITUARY_MEDIA_ACCEPT.banner}
      hidden
      data-testid="banner-file"
      onChange={(e) => choose(e.currentTarget.files?.[0])}
    />
  );

  return (
    <>
      {chooser}
      <Button
        size="compact-sm"
        variant="white"
        color="dark"
        className="memorial-banner__edit"
        leftSection={<PencilIcon size={14} />}
        onClick={() => (originalUrl ? setOpen(true) : input.current?.click())}
      >
        {t(MEMORIAL_DIALOG_TEXTS, 'editBanner')}
      </Button>
      <CropDialog
        opened={open}
        title={t(MEMORIAL_DIALOG_TEXTS, 'editBannerTitle')}
        src={src}
        aspect={bannerCrop.width / bannerCrop.height}
        zoom={bannerZoom}
        saving={media.saving}
        tools={
          <Group justify="space-between" gap="xs">
            <Button
              variant="light"
              size="compact-sm"
              leftSection={<ImageIcon size={14} />}
              onClick={() => input.current?.click()}
              disabled={media.saving}
            >
              {t(MEMORIAL_DIALOG_TEXTS, 'chooseAnotherPicture')}
            </Button>
          </Group>
        }
        hint={<BannerHint />}
        onSave={save}
        onCancel={close}
      />
    </>
  );
}

/** The banner's recommended size and the files taken. */
function BannerHint() {
  const t = useT();
  return (
    <Text size="sm" c="stone.8">
      {t(OBITUARY_MEDIA_MESSAGES, 'recommendedBanner')}. {t(MEMORIAL_DIALOG_TEXTS, 'bannerFormats')}
    </Text>
  );
}
