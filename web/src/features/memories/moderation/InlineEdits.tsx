import { useState, type ReactNode } from 'react';
import { ActionIcon, Button, Group, Textarea, TextInput, Tooltip } from '@mantine/core';
import { check, editMemoryRule, editTitleRule } from '@memorial/schema';
import { PencilIcon } from '../../../app/icons';
import { htmlToText, textToHtml } from '../media';

export interface InlineTitleProps {
  title: string;
  onSave: (title: string) => Promise<boolean>;
  /** The title as shown when not editing. */
  children: ReactNode;
}

/** The memory title, editable in place; it saves on blur, only if it changed and is valid. */
export function InlineTitle({ title, onSave, children }: InlineTitleProps) {
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
        aria-label="Memory title"
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
      <Tooltip label="Edit title" w="auto">
        <ActionIcon variant="subtle" color="stone.7" aria-label="Edit title" onClick={open} mt={2}>
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

/** The memory text, editable in place with Save and Cancel. */
export function InlineBody({ html, onSave, children }: InlineBodyProps) {
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const open = () => {
    setValue(htmlToText(html));
    setError(null);
    setEditing(true);
  };
  const save = async () => {
    const next = textToHtml(value);
    if (value.trim() === htmlToText(html).trim()) {
      setEditing(false);
      return;
    }
    const problems = check(editMemoryRule, { memory: next });
    if (problems) {
      setError(problems['memory'] ?? Object.values(problems)[0]!);
      return;
    }
    setSaving(true);
    const ok = await onSave(next);
    setSaving(false);
    if (ok) setEditing(false);
  };

  if (editing) {
    return (
      <div>
        <Textarea
          aria-label="Memory text"
          value={value}
          onChange={(e) => {
            setValue(e.currentTarget.value);
            if (error) setError(null);
          }}
          autosize
          minRows={4}
          maxRows={14}
          error={error}
          disabled={saving}
          autoFocus
        />
        <Group gap="xs" mt="xs" justify="flex-end">
          <Button variant="default" size="compact-sm" onClick={() => setEditing(false)} disabled={saving}>
            Cancel
          </Button>
          <Button size="compact-sm" onClick={() => void save()} loading={saving}>
            Save
          </Button>
        </Group>
      </div>
    );
  }
  return (
    <div className="memory-card__body-edit">
      {children}
      <Button variant="subtle" size="compact-sm" color="stone.8" leftSection={<PencilIcon size={14} />} onClick={open} mt={4} px={6}>
        Edit memory
      </Button>
    </div>
  );
}
