import { lazy, Suspense, useState, type ReactNode } from 'react';
import { ActionIcon, Button, Group, Skeleton, TextInput, Tooltip } from '@mantine/core';
import { check, editMemoryRule, editTitleRule, MEMORY_MODERATION_TEXTS as MO } from '@memorial/schema';
import { PencilIcon } from '../../icons';
import { useT } from '../../i18n';

export interface InlineTitleProps {
  title: string;
  onSave: (title: string) => Promise<boolean>;
  /** The title as shown when not editing. */
  children: ReactNode;
}

/** The memory title, editable in place; it saves on blur, only if it changed and is valid. */
export function InlineTitle({ title, onSave, children }: InlineTitleProps) {
  const t = useT();
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(title);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const open = () => {
    setValue(title);
    setError(null);
    setEditing(true);
  };
  const finish = async () => {
    if (saving) return;
    if (value.trim() === title.trim()) {
      setEditing(false);
      setError(null);
      return;
    }
    const problems = check(editTitleRule, { title: value });
    if (problems) {
      setError(problems['title'] ?? Object.values(problems)[0]!);
      return;
    }
    setSaving(true);
    const ok = await onSave(value.trim());
    setSaving(false);
    if (ok) setEditing(false);
  };

  if (editing) {
    return (
      <TextInput
        aria-label={t(MO, 'memoryTitle')}
        value={value}
        onChange={(e) => {
          setValue(e.currentTarget.value);
          if (error) setError(null);
        }}
        onBlur={() => void finish()}
        onKeyDown={(e) => {
          if (e.key === 'Enter') e.currentTarget.blur();
          if (e.key === 'Escape') {
            setValue(title);
            setError(null);
            setEditing(false);
          }
        }}
        error={error}
        disabled={saving}
        autoFocus
        size="md"
        className="memory-card__title-input"
      />
    );
  }
  return (
    <Group gap={6} wrap="nowrap" align="flex-start">
      {children}
      <Tooltip label={t(MO, 'editTitle')} w="auto">
        <ActionIcon variant="subtle" color="stone.7" aria-label={t(MO, 'editTitle')} onClick={open} mt={2}>
          <PencilIcon size={16} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}

export interface InlineBodyProps {
  html: string;
  onSave: (html: string) => Promise<boolean>;
  children: ReactNode;
}

// The editor is loaded when a family member or staff opens it, not with every memorial page.
const RichTextInput = lazy(() => import('../../RichTextInput').then((m) => ({ default: m.RichTextInput })));

/** The memory text, editable in place with Save and Cancel. */
export function InlineBody({ html, onSave, children }: InlineBodyProps) {
  const t = useT();
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const open = () => {
    setValue(html);
    setError(null);
    setEditing(true);
  };
  const save = async () => {
    if (value === html) {
      setEditing(false);
      return;
    }
    const problems = check(editMemoryRule, { memory: value });
    if (problems) {
      setError(problems['memory'] ?? Object.values(problems)[0]!);
      return;
    }
    setSaving(true);
    const ok = await onSave(value);
    setSaving(false);
    if (ok) setEditing(false);
  };

  if (editing) {
    return (
      <div>
        <Suspense fallback={<Skeleton height={200} radius="sm" aria-label={t(MO, 'loadingEditor')} />}>
          <RichTextInput
            label={t(MO, 'memoryText')}
            value={value}
            onChange={(next) => {
              setValue(next);
              if (error) setError(null);
            }}
            error={error}
            disabled={saving}
            autoFocus
            minHeight={120}
          />
        </Suspense>
        <Group gap="xs" mt="xs" justify="flex-end">
          <Button variant="default" size="compact-sm" onClick={() => setEditing(false)} disabled={saving}>
            {t(MO, 'cancel')}
          </Button>
          <Button size="compact-sm" onClick={() => void save()} loading={saving}>
            {t(MO, 'save')}
          </Button>
        </Group>
      </div>
    );
  }
  return (
    <div className="memory-card__body-edit">
      {children}
      <Button variant="subtle" size="compact-sm" color="stone.8" leftSection={<PencilIcon size={14} />} onClick={open} mt={4} px={6}>
        {t(MO, 'editMemory')}
      </Button>
    </div>
  );
}
