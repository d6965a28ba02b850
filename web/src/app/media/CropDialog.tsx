import { useCallback, useId, useState, type ReactNode } from 'react';
import Cropper from 'react-easy-crop';
import 'react-easy-crop/react-easy-crop.css';
import './CropDialog.css';
import { Alert, Button, Group, Modal, Slider, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { CropArea } from './cropImage';
import { GALLERY_VIEWER_TEXTS as G } from '@memorial/schema';
import { useT } from '../i18n';

export interface CropDialogProps {
  opened: boolean;
  title: string;
  /** The picture to crop (an object URL, or the stored original's signed URL). */
  src: string | null;
  aspect: number;
  zoom: { min: number; max: number; step: number };
  /** The crop box in pixels on wide screens (the spec's 220 x 320 for the portrait); on a phone it fits the screen. */
  cropSize?: { width: number; height: number };
  saving: boolean;
  /** Words under the picture (the recommended size). */
  hint?: ReactNode;
  /** Controls above the picture (choose another picture). */
  tools?: ReactNode;
  /** Saves the crop; a rejection (the picture cannot be decoded into the crop) is shown in the dialog. */
  onSave: (pixels: CropArea, percent: CropArea) => void | Promise<unknown>;
  onCancel: () => void;
}

/**
 * The picture the browser could not decode (its image failed to load, or drawing the crop failed): the dialog says so
 * and offers no Save, instead of a Save that silently does nothing. Tied to the picture, so another one starts clean.
 */
function useUnreadable(src: string | null) {
  const [unreadable, setUnreadable] = useState<string | null>(null);
  const broken = !!src && unreadable === src;
  const failed = useCallback(() => setUnreadable(src), [src]);
  return { broken, failed };
}

/**
 * Crop and zoom a picture, then Save or Cancel (react-easy-crop). The crop area is a focusable control: arrow
 * keys move the picture; the zoom slider (with its value) works with the arrow keys too, and with touch.
 */
export function CropDialog({ opened, title, src, aspect, zoom: range, cropSize, saving, hint, tools, onSave, onCancel }: CropDialogProps) {
  const t = useT();
  const phone = useMediaQuery('(max-width: 576px)') ?? false;
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<{ pixels: CropArea; percent: CropArea } | null>(null);
  const helpId = useId();
  const onComplete = useCallback((percent: CropArea, pixels: CropArea) => setArea({ pixels, percent }), []);
  const { broken, failed } = useUnreadable(src);
  const save = () => {
    if (area) Promise.resolve(onSave(area.pixels, area.percent)).catch(failed);
  };

  return (
    <Modal opened={opened} onClose={onCancel} title={title} size={aspect > 2 ? 'xl' : 'md'} fullScreen={phone}>
      <Stack gap="sm">
        {tools}
        <div className="crop-stage" style={{ height: aspect > 2 ? (phone ? 220 : 340) : 380 }}>
          {src && (
            <Cropper
              image={src}
              crop={crop}
              zoom={zoom}
              aspect={aspect}
              minZoom={range.min}
              maxZoom={range.max}
              zoomSpeed={range.step * 2}
              cropSize={phone ? undefined : cropSize}
              // Zoomed out below 1, the picture may be smaller than the crop: the rest is filled with the page's paper colour.
              restrictPosition={false}
              onCropChange={setCrop}
              onZoomChange={setZoom}
              onCropComplete={onComplete}
              mediaProps={{ onError: failed }}
              cropperProps={
                {
                  'aria-label': t(G, 'cropArea', { title }),
                  'aria-describedby': helpId,
                  role: 'application',
                } as never
              }
            />
          )}
        </div>
        <Text id={helpId} size="sm" c="stone.8">
          {t(G, 'cropHelp')}
        </Text>
        <ZoomControl range={range} zoom={zoom} onChange={setZoom} />
        {hint}
        {broken && (
          <Alert color="red" role="alert">
            {t(G, 'pictureUnreadable')}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={saving}>
            {t(G, 'cancel')}
          </Button>
          <Button onClick={save} loading={saving} disabled={!src || !area || broken}>
            {t(G, 'save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** The zoom slider, with its value said (1.5 times) and marks at the least, 1 and the most. */
function ZoomControl({ range, zoom, onChange }: { range: CropDialogProps['zoom']; zoom: number; onChange: (zoom: number) => void }) {
  const t = useT();
  const zoomLabel = useId();
  const decimals = range.step < 0.1 ? 2 : 1;
  return (
    <div>
      <Text id={zoomLabel} size="sm" fw={600}>
        {t(G, 'zoom')}
      </Text>
      <Slider
        thumbLabel={t(G, 'zoom')}
        min={range.min}
        max={range.max}
        step={range.step}
        value={zoom}
        onChange={onChange}
        label={(v) => v.toFixed(decimals)}
        marks={[
          { value: range.min, label: range.min.toFixed(1) },
          { value: 1, label: '1' },
          { value: range.max, label: range.max.toFixed(0) },
        ]}
        mb="lg"
        thumbProps={{ 'aria-valuetext': t(G, 'zoomTimes', { zoom: zoom.toFixed(decimals) }) } as never}
      />
    </div>
  );
}
