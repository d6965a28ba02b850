import { useEffect, useRef, useState } from 'react';
import { Button, Group, SegmentedControl, Text } from '@mantine/core';
import { GALLERY_VIEWER_TEXTS as G } from '@memorial/schema';
import { RotateIcon } from '../../icons';
import { useT } from '../../i18n';

/** The save button appears this long after the last turn (memorial-portal 9). */
export const SAVE_DELAY_MS = 1000;
export const ROTATION_ANGLES = [0, 90, 180, 270] as const;

export interface RotateToolProps {
  /** The angle the shown file already has, from upright. */
  current: number;
  /** The extra turn to show on the picture while choosing, in degrees. */
  onPreview: (degrees: number) => void;
  /** Saves the new angle from upright (0, 90, 180 or 270); answers whether it was saved. */
  onSave: (angle: number) => Promise<boolean>;
  /** family: each press turns 90 degrees (90, 180, 270, 360, then 90 again), Save a second later; admin: choose the angle, Save or Cancel. */
  variant: 'family' | 'admin';
  disabled?: boolean;
}

export function RotateTool({ current, onPreview, onSave, variant, disabled }: RotateToolProps) {
  return variant === 'family' ? (
    <StepRotate current={current} onPreview={onPreview} onSave={onSave} disabled={disabled} />
  ) : (
    <AngleRotate current={current} onPreview={onPreview} onSave={onSave} disabled={disabled} />
  );
}

function StepRotate({ current, onPreview, onSave, disabled }: Omit<RotateToolProps, 'variant'>) {
  const t = useT();
  const [turn, setTurn] = useState(0);
  const [showSave, setShowSave] = useState(false);
  const [saving, setSaving] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const rotate = () => {
    const next = turn >= 360 ? 90 : turn + 90;
    setTurn(next);
    onPreview(next);
    setShowSave(false);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => setShowSave(true), SAVE_DELAY_MS);
  };

  const save = async () => {
    setSaving(true);
    const ok = await onSave((current + turn) % 360);
    setSaving(false);
    if (ok) {
      setTurn(0);
      onPreview(0);
      setShowSave(false);
    }
  };

  return (
    <Group gap="xs">
      <Button variant="default" size="compact-sm" leftSection={<RotateIcon size={15} />} onClick={rotate} disabled={disabled || saving}>
        {t(G, 'rotate')}
      </Button>
      {showSave && turn % 360 !== 0 && (
        <Button size="compact-sm" onClick={() => void save()} loading={saving}>
          {t(G, 'save')}
        </Button>
      )}
    </Group>
  );
}

function AngleRotate({ current, onPreview, onSave, disabled }: Omit<RotateToolProps, 'variant'>) {
  const t = useT();
  const [angle, setAngle] = useState(current);
  const [saving, setSaving] = useState(false);
  useEffect(() => setAngle(current), [current]);

  const choose = (value: string) => {
    const next = Number(value);
    setAngle(next);
    onPreview((next - current + 360) % 360);
  };
  const cancel = () => {
    setAngle(current);
    onPreview(0);
  };
  const save = async () => {
    setSaving(true);
    const ok = await onSave(angle);
    setSaving(false);
    if (ok) onPreview(0);
  };

  return (
    <Group gap="xs" wrap="wrap">
      <Text size="sm" c="stone.7" id="rotate-angle-label">
        {t(G, 'rotation')}
      </Text>
      <SegmentedControl
        size="xs"
        aria-labelledby="rotate-angle-label"
        value={String(angle)}
        onChange={choose}
        disabled={disabled || saving}
        data={ROTATION_ANGLES.map((a) => ({ value: String(a), label: `${a}°` }))}
      />
      <Button size="compact-sm" onClick={() => void save()} loading={saving} disabled={disabled || angle === current}>
        {t(G, 'save')}
      </Button>
      <Button size="compact-sm" variant="default" onClick={cancel} disabled={saving || angle === current}>
        {t(G, 'cancel')}
      </Button>
    </Group>
  );
}
