import { useState } from 'react';
import { Anchor, Box, Button, Group, Text } from '@mantine/core';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import { APP_TEXTS, SCREENING_UI, type Locale } from '@memorial/schema';
import { useLocale, useT } from '../i18n';
import { TrashIcon, UndoIcon } from '../icons';
import { formatCardDateTime } from '../format';
import { ScreeningSummary } from '../memories/screening/ScreeningSummary';

export const FamilyMessageItemFragment = graphql(`
  fragment FamilyMessageItem_message on FamilyMessage {
    id
    email
    message
    createdAt
    screening {
      held
      level
      ...ScreeningSummary_screening
    }
  }
`);

/** Messages longer than this show Read more / Read less (arrangements-portal 4.5). */
export const MESSAGE_PREVIEW_CHARS = 180;

/**
 * MM-DD-YYYY h:mm A (arrangements-portal 9: the family's dashboard dates, with a time) in the reader's own zone and
 * language (Spanish: 20/11/2026 10:05 a. m.).
 */
export const formatReceived = (value: string, timeZone?: string, locale?: Locale): string => formatCardDateTime(value, timeZone, locale);

export interface FamilyMessageItemProps {
  message: FragmentType<typeof FamilyMessageItemFragment>;
  onDelete: (id: number) => void;
  /** Release (a held message): given in the Held group. */
  onRelease?: (id: number) => void;
}

/**
 * One visitor's message: who sent it (a mailto link to answer), when, and the text as typed (React escapes it); the
 * screening's words when it is held or worth a look (issue 32), and Release when held.
 */
export function FamilyMessageItem({ message: ref, onDelete, onRelease }: FamilyMessageItemProps) {
  const { id, email, message, createdAt: at, screening } = getFragmentData(FamilyMessageItemFragment, ref);
  const createdAt = String(at);
  const [expanded, setExpanded] = useState(false);
  const t = useT();
  const locale = useLocale();
  const chars = [...message];
  const long = chars.length > MESSAGE_PREVIEW_CHARS;
  const shown = long && !expanded ? `${chars.slice(0, MESSAGE_PREVIEW_CHARS).join('').trimEnd()}…` : message;
  return (
    <li className="family-message">
      <div className="family-message__head">
        <Anchor href={`mailto:${email}`} fw={600} c="sage.8" className="family-message__from">
          {email}
        </Anchor>
        <Text size="sm" c="stone.7" component="time" dateTime={createdAt}>
          {formatReceived(createdAt, undefined, locale)}
        </Text>
      </div>
      {screening && (screening.held || screening.level !== 'CLEAR') && (
        <Box mt="xs">
          <ScreeningSummary screening={screening} compact />
        </Box>
      )}
      <Text mt="xs" className="family-message__text">
        {shown}
      </Text>
      <Group justify="space-between" mt="xs" gap="xs">
        {long ? (
          <Button variant="subtle" size="compact-sm" onClick={() => setExpanded((e) => !e)} aria-expanded={expanded}>
            {t(APP_TEXTS, expanded ? 'readLess' : 'readMore')}
          </Button>
        ) : (
          <span />
        )}
        <Group gap="xs">
          {onRelease && screening?.held && (
            <Button
              variant="default"
              size="compact-sm"
              leftSection={<UndoIcon size={16} />}
              onClick={() => onRelease(id)}
              aria-label={t(SCREENING_UI, 'releaseMessageFrom', { email })}
            >
              {t(SCREENING_UI, 'release')}
            </Button>
          )}
          <Button
            variant="subtle"
            color="red"
            size="compact-sm"
            leftSection={<TrashIcon size={16} />}
            onClick={() => onDelete(id)}
            aria-label={t(APP_TEXTS, 'deleteMessageFrom', { email })}
          >
            {t(APP_TEXTS, 'delete')}
          </Button>
        </Group>
      </Group>
    </li>
  );
}
