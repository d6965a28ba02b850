import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { FormSpy, useForm, useFormState } from 'react-final-form';
import { SAVE_CONFLICT } from '@memorial/schema';
import { useT } from '../i18n';
import { fieldLabel, fieldText, sameValue, valueAt } from './diff';
import type { SaveConflict, SaveConflictState } from './useSaveConflict';
import './conflict.css';

export type Side = 'yours' | 'saved';

/** One field of the panel, as shown. */
export interface ConflictRow {
  path: string;
  label: string;
  yours: string;
  saved: string;
  changedByYou: boolean;
  /** What the form holds now: the person's value, the saved one, or (edited since) neither. */
  choice: Side | null;
}

export interface ConflictPanelProps {
  message: string;
  rows: readonly ConflictRow[];
  onChoose: (path: string, side: Side) => void;
}

function ChoiceColumn({ row, side, onChoose }: { row: ConflictRow; side: Side; onChoose: ConflictPanelProps['onChoose'] }) {
  const chosen = row.choice === side;
  const t = useT();
  const action = t(SAVE_CONFLICT, side === 'yours' ? 'keepYours' : 'useSaved');
  return (
    <Stack gap={4} className="save-conflict__side" data-side={side} data-chosen={chosen || undefined}>
      <Text size="xs" fw={700} tt="uppercase" c="stone.8">
        {t(SAVE_CONFLICT, side === 'yours' ? 'yours' : 'saved')}
      </Text>
      <Text className="save-conflict__value">{side === 'yours' ? row.yours : row.saved}</Text>
      <Group>
        <Button
          size="compact-sm"
          variant={chosen ? 'filled' : 'outline'}
          aria-pressed={chosen}
          aria-label={t(SAVE_CONFLICT, 'choiceFor', { choice: action, field: row.label })}
          onClick={() => onChoose(row.path, side)}
        >
          {action}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * The saved values beside the person's own, field by field, after their save was refused as made from an older
 * version: the sentence is announced (role=alert) and focus moves to the panel; each field is kept or replaced.
 */
export function ConflictPanel({ message, rows, onChoose }: ConflictPanelProps) {
  const id = useId();
  const t = useT();
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => panel.current?.focus(), [message]);
  return (
    <Paper ref={panel} tabIndex={-1} withBorder p="md" className="save-conflict" role="region" aria-labelledby={`${id}-title`}>
      <Stack gap="md">
        <div role="alert">
          <Title order={3} size="h4" id={`${id}-title`}>
            {t(SAVE_CONFLICT, 'panelTitle')}
          </Title>
          <Text mt={4}>{message}</Text>
        </div>
        <Text size="sm">{t(SAVE_CONFLICT, 'panelHint')}</Text>
        <ul className="save-conflict__fields">
          {rows.map((row, i) => (
            <li key={row.path} className="save-conflict__field">
              <div role="group" aria-labelledby={`${id}-f${i}`}>
                <Text fw={700} id={`${id}-f${i}`}>
                  {row.label}
                </Text>
                {!row.changedByYou && (
                  <Text size="sm" c="stone.8">
                    {t(SAVE_CONFLICT, 'notChangedByYou')}
                  </Text>
                )}
                <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" mt={6}>
                  <ChoiceColumn row={row} side="yours" onChoose={onChoose} />
                  <ChoiceColumn row={row} side="saved" onChoose={onChoose} />
                </SimpleGrid>
              </div>
            </li>
          ))}
        </ul>
      </Stack>
    </Paper>
  );
}

/**
 * The panel inside a react-final-form form: labels and option texts are the form's own; a choice changes the
 * form's value of that field, so the next save sends the mix the person chose.
 */
export function FormConflictPanel<V extends object>({ conflict }: { conflict: SaveConflict<V> }) {
  const form = useForm<V>();
  const { values } = useFormState<V>({ subscription: { values: true } });
  const [formElement, setFormElement] = useState<HTMLFormElement | null>(null);
  const anchor = useCallback((node: HTMLDivElement | null) => setFormElement(node?.closest('form') ?? null), []);
  const rows: ConflictRow[] = conflict.fields.map((f) => {
    const now = valueAt(values, f.path);
    return {
      path: f.path,
      label: fieldLabel(formElement, f.path),
      yours: fieldText(formElement, f.path, f.yours),
      saved: fieldText(formElement, f.path, f.saved),
      changedByYou: f.changedByYou,
      choice: sameValue(now, f.yours) ? 'yours' : sameValue(now, f.saved) ? 'saved' : null,
    };
  });
  const onChoose = (path: string, side: Side) => {
    const field = conflict.fields.find((f) => f.path === path);
    if (field) form.change(path as keyof V, (side === 'yours' ? field.yours : field.saved) as V[keyof V]);
  };
  return (
    <div ref={anchor}>
      <ConflictPanel message={conflict.message} rows={rows} onChoose={onChoose} />
    </div>
  );
}

/** Inside a form of useVersionedForm: reports whether it holds unsaved changes, and shows the panel after a conflict. */
export function VersionedFormConflict<V extends object>({ versioned }: { versioned: Pick<SaveConflictState<V>, 'conflict' | 'setDirty'> }) {
  const { setDirty } = versioned;
  return (
    <>
      <FormSpy subscription={{ dirty: true }} onChange={({ dirty }) => setDirty(!!dirty)} />
      {versioned.conflict && <FormConflictPanel conflict={versioned.conflict} />}
    </>
  );
}
