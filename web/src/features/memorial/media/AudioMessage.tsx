import './media.css';
import { useRef } from 'react';
import { Button, Group, Text, Title } from '@mantine/core';
import { checkObituaryFile, MEMORIAL_TEXTS, OBITUARY_MEDIA_ACCEPT, OBITUARY_MEDIA_MESSAGES } from '@memorial/schema';
import { useT } from '../../../app/i18n';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import { notifyError } from '../../../app/notify';
import { LockIcon, MusicIcon } from '../../../app/icons';
import { useSession } from '../../../app/session';
import { usePageMedia } from './usePageMedia';

export const AudioMessageFragment = graphql(`
  fragment AudioMessage_decedent on Decedent {
    id
    opi
    hasAccess
    obituaryIsLocked
    audioFileUrl
  }
`);

/**
 * The audio message under the obituary: a player for everyone, visitors included (arrangements-portal 4.6); for the
 * family with access and staff, an upload of an mp3 or wav while the obituary is not locked.
 */
export function AudioMessage({ decedent: ref }: { decedent: FragmentType<typeof AudioMessageFragment> }) {
  const decedent = getFragmentData(AudioMessageFragment, ref);
  const { role } = useSession();
  const input = useRef<HTMLInputElement>(null);
  const media = usePageMedia(decedent.opi);
  const family = !!role && decedent.hasAccess;
  const t = useT();
  if (!decedent.audioFileUrl && !family) return null;

  const choose = async (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    const refusal = checkObituaryFile('audio', file);
    if (refusal) return notifyError(refusal);
    await media.audio(file);
  };

  return (
    <section className="memorial-section audio-message" aria-labelledby="audio-message-heading">
      <Title order={2} id="audio-message-heading" className="memorial-section__title">
        {t(MEMORIAL_TEXTS, 'audioMessage')}
      </Title>
      {decedent.audioFileUrl ? (
        // Recordings of a voice have no captions to offer; the family records them for the page.
        <audio
          controls
          preload="metadata"
          src={decedent.audioFileUrl}
          className="audio-message__player"
          aria-labelledby="audio-message-heading"
        >
          <a href={decedent.audioFileUrl}>{t(MEMORIAL_TEXTS, 'downloadAudio')}</a>
        </audio>
      ) : (
        <Text c="stone.8">{t(MEMORIAL_TEXTS, 'noAudio')}</Text>
      )}
      {family &&
        (decedent.obituaryIsLocked ? (
          <Text size="sm" c="stone.8" mt="xs">
            <LockIcon size={14} /> {t(OBITUARY_MEDIA_MESSAGES, 'locked')}
          </Text>
        ) : (
          <Group gap="sm" mt="sm" align="center">
            <input
              ref={input}
              type="file"
              accept={OBITUARY_MEDIA_ACCEPT.audio}
              hidden
              data-testid="audio-file"
              onChange={(e) => void choose(e.currentTarget.files?.[0])}
            />
            <Button variant="light" leftSection={<MusicIcon size={16} />} loading={media.saving} onClick={() => input.current?.click()}>
              {t(MEMORIAL_TEXTS, decedent.audioFileUrl ? 'replaceAudio' : 'uploadAudio')}
            </Button>
            <Text size="sm" c="stone.8">
              {t(OBITUARY_MEDIA_MESSAGES, 'audioHint')}
            </Text>
          </Group>
        ))}
    </section>
  );
}
