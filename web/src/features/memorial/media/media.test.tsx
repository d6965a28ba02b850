import { afterEach, describe, expect, it } from 'vitest';
import { graphql, HttpResponse } from 'msw';
import userEvent from '@testing-library/user-event';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { checkObituaryFile, GALLERY_VIEWER_TEXTS, OBITUARY_MEDIA_MESSAGES } from '@memorial/schema';
import { server } from '../../../test/server';
import { gqlError } from '../../../test/fixtures';
import { signInAs } from '../../../test/render';
import { createApolloClient } from '../../../app/apollo';
import { AppProviders } from '../../../app/AppProviders';
import { FakeWsClient } from '../../../test/fakeWs';
import type { FragmentType } from '../../../gql';
import { AudioMessage, type AudioMessageFragment } from './AudioMessage';
import { PortraitEditor } from './PortraitEditor';
import { BannerEditor } from './BannerEditor';
import { localeStore } from '../../../app/i18n';
import { bannerPosition, clampedCrop, outputSize } from '../../../app/media/cropImage';

const renderWithProviders = (ui: React.ReactElement) =>
  render(
    <AppProviders client={createApolloClient({ wsClient: new FakeWsClient() })} env="test">
      {ui}
    </AppProviders>,
  );

const AUDIO = '/media/decedents/5f0c.wav?sig=abc';
const decedent = (over: Record<string, unknown> = {}) =>
  ({
    __typename: 'Decedent',
    id: 3,
    opi: 'CS-0998-0417',
    hasAccess: false,
    obituaryIsLocked: false,
    audioFileUrl: AUDIO,
    ...over,
  }) as unknown as FragmentType<typeof AudioMessageFragment>;
const file = (name: string, type: string, size = 64) => new File([new Uint8Array(size)], name, { type });

describe('the checks the pickers make before sending (the gateway checks the bytes again)', () => {
  it.each([
    ['photo', 'me.png', 'image/png', null],
    ['photo', 'me.JPEG', '', null],
    ['photo', 'me.gif', 'image/gif', OBITUARY_MEDIA_MESSAGES.photoInvalid],
    ['photo', 'notes.txt', 'text/plain', OBITUARY_MEDIA_MESSAGES.photoInvalid],
    ['banner', 'b.gif', 'image/gif', null],
    ['banner', 'b.pdf', 'application/pdf', OBITUARY_MEDIA_MESSAGES.invalidFormat],
    ['audio', 'm.wav', 'audio/wav', null],
    ['audio', 'm.mp3', 'audio/mpeg', null],
    ['audio', 'm.ogg', 'audio/ogg', OBITUARY_MEDIA_MESSAGES.invalidFormat],
  ] as const)('%s: %s (%s)', (kind, name, type, expected) => {
    expect(checkObituaryFile(kind, { name, type, size: 64 })).toBe(expected);
  });

  it('sizes: at most 20 MB for the photo and the banner, with their own words', () => {
    const twenty = 20 * 1_048_576;
    expect(checkObituaryFile('photo', { name: 'a.jpg', type: 'image/jpeg', size: twenty })).toBeNull();
    expect(checkObituaryFile('photo', { name: 'a.jpg', type: 'image/jpeg', size: twenty + 1 })).toBe(
      'Upload an image with size less than 20MB',
    );
    expect(checkObituaryFile('banner', { name: 'a.jpg', type: 'image/jpeg', size: twenty + 1 })).toBe(
      'File too large, Max file size is 20 MB.',
    );
  });
});

describe('crop arithmetic', () => {
  it('clamps the banner position between 0 and 1', () => {
    expect(bannerPosition({ x: 10, y: 20, width: 50, height: 40 })).toEqual({ x: 0.35, y: 0.4 });
    expect(bannerPosition({ x: -90, y: 95, width: 40, height: 30 })).toEqual({ x: 0, y: 1 });
  });

  it('moves a crop whose centre left the picture back to its edge', () => {
    expect(clampedCrop({ x: -500, y: 10, width: 200, height: 50 }, { width: 1000, height: 400 }, { x: 0, y: 0.5 })).toEqual({
      x: -100,
      y: 175,
      width: 200,
      height: 50,
    });
  });

  it('keeps the crop’s pixels up to a width, keeping its proportions', () => {
    expect(outputSize({ x: 0, y: 0, width: 440, height: 640 }, 660)).toEqual({ width: 440, height: 640 });
    expect(outputSize({ x: 0, y: 0, width: 2960, height: 700 }, 1480)).toEqual({ width: 1480, height: 350 });
  });
});

describe('the audio message', () => {
  it('plays for a visitor, with nothing to change', () => {
    renderWithProviders(<AudioMessage decedent={decedent()} />);
    expect(screen.getByRole('heading', { name: 'Audio message' })).toBeVisible();
    expect(document.querySelector('audio')).toHaveAttribute('src', AUDIO);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('is not shown to a visitor when there is none', () => {
    const { container } = renderWithProviders(<AudioMessage decedent={decedent({ audioFileUrl: null })} />);
    expect(container.querySelector('section')).toBeNull();
  });

  it('the family with access replaces it: a wav is sent as kind audio and the answer is shown', async () => {
    signInAs('arranger');
    const sent: Array<{ kind: unknown; file: unknown }> = [];
    server.use(
      graphql.mutation('UploadObituaryMedia', ({ variables }) => {
        sent.push({ kind: variables['kind'], file: variables['file'] });
        return HttpResponse.json({
          data: {
            uploadObituaryMedia: {
              __typename: 'PageMediaResult',
              message: OBITUARY_MEDIA_MESSAGES.audioUploaded,
              decedent: {
                __typename: 'Decedent',
                id: 3,
                pictureUrl: null,
                bannerUrl: null,
                originalBannerUrl: null,
                audioFileUrl: '/media/decedents/new.wav?sig=x',
                obituary: { __typename: 'ObituaryView', audioFileUrl: null },
              },
            },
          },
        });
      }),
    );
    renderWithProviders(<AudioMessage decedent={decedent({ hasAccess: true })} />);
    expect(screen.getByText(OBITUARY_MEDIA_MESSAGES.audioHint)).toBeVisible();
    await userEvent.upload(screen.getByTestId('audio-file'), file('message.wav', 'audio/wav'));
    expect(await screen.findByText(OBITUARY_MEDIA_MESSAGES.audioUploaded)).toBeVisible();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.kind).toBe('audio');
  });

  it('refuses another type before sending, and shows a refusal of the gateway in its words', async () => {
    signInAs('arranger');
    let calls = 0;
    server.use(
      graphql.mutation('UploadObituaryMedia', () => {
        calls++;
        return HttpResponse.json({ data: null, errors: [gqlError(OBITUARY_MEDIA_MESSAGES.locked, 'LOCKED')] });
      }),
    );
    renderWithProviders(<AudioMessage decedent={decedent({ hasAccess: true })} />);
    await userEvent.upload(screen.getByTestId('audio-file'), file('song.ogg', 'audio/ogg'), { applyAccept: false });
    expect(await screen.findByText(OBITUARY_MEDIA_MESSAGES.invalidFormat)).toBeVisible();
    expect(calls).toBe(0);
    act(() => notifications.clean());
    await waitFor(() => expect(screen.queryByText(OBITUARY_MEDIA_MESSAGES.invalidFormat)).toBeNull());
    await userEvent.upload(screen.getByTestId('audio-file'), file('m.mp3', 'audio/mpeg'));
    expect(await screen.findByText(OBITUARY_MEDIA_MESSAGES.locked)).toBeVisible();
    expect(calls).toBe(1);
  });

  it('while the obituary is locked the family reads why, and has no upload', () => {
    signInAs('arranger');
    renderWithProviders(<AudioMessage decedent={decedent({ hasAccess: true, obituaryIsLocked: true })} />);
    expect(screen.getByText(OBITUARY_MEDIA_MESSAGES.locked)).toBeVisible();
    expect(screen.queryByRole('button', { name: /audio message/ })).toBeNull();
  });
});

describe('a picture the browser cannot decode', () => {
  // jsdom has no object URLs (the dialog only needs one to show the picked picture) and decodes no image: the
  // browser's failure is its image's error event, fired by hand on the crop's picture.
  Object.assign(URL, { createObjectURL: () => 'blob:undecodable', revokeObjectURL: () => {} });
  afterEach(async () => {
    await localeStore.set('en');
  });
  // Zeros with a picture's name and type: the pickers' checks pass it, no browser decodes it.
  async function pickAndFail(testId: string, undecodable: File) {
    await userEvent.upload(screen.getByTestId(testId), undecodable);
    const dialog = await screen.findByRole('dialog');
    fireEvent.error(dialog.querySelector('img')!);
    return dialog;
  }

  it('the portrait says so in the crop dialog, and offers no Save that would do nothing', async () => {
    signInAs('arranger');
    renderWithProviders(<PortraitEditor opi="CS-0998-0417" name="Ada Lovelace" />);
    const dialog = await pickAndFail('portrait-file', file('portrait.png', 'image/png', 512));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This picture could not be opened: the file may be damaged or not a picture. Please choose another one.',
    );
    expect(GALLERY_VIEWER_TEXTS.pictureUnreadable).toMatch(/could not be opened/);
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('the banner says so in Spanish to a Spanish reader', async () => {
    await localeStore.set('es');
    signInAs('arranger');
    renderWithProviders(<BannerEditor opi="CS-0998-0417" originalUrl={null} />);
    const dialog = await pickAndFail('banner-file', file('banner.jpg', 'image/jpeg', 512));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'No se pudo abrir esta imagen: el archivo puede estar dañado o no ser una imagen. Por favor, elija otra.',
    );
    expect(within(dialog).getByRole('button', { name: 'Guardar' })).toBeDisabled();
  });
});
