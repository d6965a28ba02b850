import { Button, Group, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { PRAYER_ALIGNS, PRAYER_FONTS, PRAYER_SCREEN_TEXTS as S, PRAYER_SIZES, type MessageKey } from '@memorial/schema';
import { useT } from '../../app/i18n';
import type { PrayerTextFieldLike } from './PrayerPageCanvas';

type Style = Pick<PrayerTextFieldLike, 'font' | 'size' | 'bold' | 'italic' | 'underline' | 'align'>;

const FONT_OPTIONS = Object.entries(PRAYER_FONTS).map(([value, f]) => ({ value, label: f.label }));
const SIZE_OPTIONS = PRAYER_SIZES.map((s) => ({ value: String(s), label: `${s} pt` }));
const ALIGN_LABELS: Record<(typeof PRAYER_ALIGNS)[number], MessageKey<typeof S>> = {
  left: 'alignLeft',
  center: 'alignCenter',
  right: 'alignRight',
  justify: 'alignJustify',
};

export interface TextToolbarProps {
  /** The field the toolbar acts on; null: nothing selected (the controls are disabled). */
  field: Style | null;
  /** What it is called, for the toolbar's own label ('Heading: In Loving Memory of'). */
  fieldLabel?: string;
  disabled?: boolean;
  onChange: (style: Partial<Style>) => void;
}

/**
 * The style of the selected text field (arrangements-portal 5.7): font (the twelve), size 12 to 28 and 32,
 * bold, italic, underline, alignment. Every control has a visible label; the row wraps on a phone.
 */
export function TextToolbar({ field, fieldLabel, disabled = false, onChange }: TextToolbarProps) {
  const off = disabled || !field;
  const t = useT();
  const alignOptions = PRAYER_ALIGNS.map((value) => ({ value, label: t(S, ALIGN_LABELS[value]) }));
  return (
    <Stack gap={6} role="toolbar" aria-label={t(S, 'textStyle')} className="prayer-toolbar">
      <Text size="sm" c="stone.8" aria-live="polite">
        {field ? t(S, 'styling', { field: fieldLabel ?? t(S, 'selectedText') }) : t(S, 'selectToStyle')}
      </Text>
      <Group gap="sm" wrap="wrap" align="flex-end">
        <Select
          label={t(S, 'font')}
          data={FONT_OPTIONS}
          value={field?.font ?? null}
          onChange={(v) => v && onChange({ font: v })}
          disabled={off}
          allowDeselect={false}
          w={150}
          comboboxProps={{ withinPortal: true }}
        />
        <Select
          label={t(S, 'size')}
          data={SIZE_OPTIONS}
          value={field ? String(field.size) : null}
          onChange={(v) => v && onChange({ size: Number(v) })}
          disabled={off}
          allowDeselect={false}
          w={96}
        />
        <Group gap={4} wrap="nowrap">
          <Toggle
            label={t(S, 'bold')}
            style={{ fontWeight: 700 }}
            pressed={!!field?.bold}
            disabled={off}
            onToggle={(v) => onChange({ bold: v })}
          />
          <Toggle
            label={t(S, 'italic')}
            style={{ fontStyle: 'italic' }}
            pressed={!!field?.italic}
            disabled={off}
            onToggle={(v) => onChange({ italic: v })}
          />
          <Toggle
            label={t(S, 'underline')}
            style={{ textDecoration: 'underline' }}
            pressed={!!field?.underline}
            disabled={off}
            onToggle={(v) => onChange({ underline: v })}
          />
        </Group>
        <Stack gap={2}>
          <Text component="span" size="sm" fw={500} id="prayer-align-label">
            {t(S, 'alignment')}
          </Text>
          <SegmentedControl
            aria-labelledby="prayer-align-label"
            data={alignOptions}
            value={field?.align ?? 'center'}
            onChange={(v) => onChange({ align: v })}
            disabled={off}
            size="xs"
          />
        </Stack>
      </Group>
    </Stack>
  );
}

function Toggle({
  label,
  pressed,
  disabled,
  onToggle,
  style,
}: {
  label: string;
  pressed: boolean;
  disabled: boolean;
  onToggle: (v: boolean) => void;
  style: React.CSSProperties;
}) {
  return (
    <Button
      size="xs"
      variant={pressed ? 'filled' : 'default'}
      aria-pressed={pressed}
      disabled={disabled}
      onClick={() => onToggle(!pressed)}
      styles={{ label: style }}
    >
      {label}
    </Button>
  );
}
