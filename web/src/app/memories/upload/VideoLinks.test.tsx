import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { graphql, HttpResponse } from 'msw';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MEMORY_MESSAGES } from '@memorial/schema';
import { createApolloClient } from '../../apollo';
import { AppProviders } from '../../AppProviders';
import { server } from '../../../test/server';
import { gqlError } from '../../../test/fixtures';
import { FakeWsClient } from '../../../test/fakeWs';
import { clearVideoMetaCache, useVideoLinkCheck, VideoLinksField } from './VideoLinks';

/**
 * The video links field looks each good link up through the gateway's
 * videoPreview query (the browser never calls YouTube or Vimeo: msw refuses any
 * request it has no handler for), once per link.
 */

afterEach(() => clearVideoMetaCache());

function Field({ publicForm = true }: { publicForm?: boolean }) {
  const [text, setText] = useState('');
  const check = useVideoLinkCheck(text, publicForm);
  return <VideoLinksField value={text} onChange={setText} check={check} showError publicForm={publicForm} />;
}

function renderField(publicForm = true) {
  const user = userEvent.setup();
  render(
    <AppProviders client={createApolloClient({ wsClient: new FakeWsClient() })} env="test">
      <Field publicForm={publicForm} />
    </AppProviders>,
  );
  return { user, field: screen.getByRole('textbox', { name: 'Video links' }) };
}

/** Pastes at the end of the field (typing would look up every valid link on the way, e.g. vimeo.com/123456). */
async function paste(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

/** The gateway's answers by link; the links it was asked about, in order. */
function gateway(answer: (url: string) => Response): string[] {
  const asked: string[] = [];
  server.use(
    graphql.query('VideoPreview', ({ variables }) => {
      const url = String(variables['url']);
      asked.push(url);
      return answer(url);
    }),
  );
  return asked;
}
const found = (url: string, title: string | null, thumbnailUrl: string | null) =>
  HttpResponse.json({ data: { videoPreview: { __typename: 'VideoPreview', url, embedUrl: url, title, thumbnailUrl } } });
const failed = (message: string, code: string) => HttpResponse.json({ data: null, errors: [gqlError(message, code)] });

describe('VideoLinksField', () => {
  it('previews a good link with the title and thumbnail the gateway found, asking once per link', async () => {
    const asked = gateway((url) => found(url, 'Garden tour with Eleanor', 'https://i.ytimg.com/vi/aqz-KE-bpKQ/hqdefault.jpg'));
    const { user, field } = renderField();
    await paste(user, field, 'https://youtu.be/aqz-KE-bpKQ');
    const card = await screen.findByRole('listitem', { name: 'Video: Garden tour with Eleanor' });
    expect(card.querySelector('img')).toHaveAttribute('src', 'https://i.ytimg.com/vi/aqz-KE-bpKQ/hqdefault.jpg');
    // Typing on (a second link, then a space) does not look the first one up again.
    await paste(user, field, ' https://vimeo.com/123456789 ');
    await screen.findAllByRole('listitem', { name: 'Video: Garden tour with Eleanor' });
    await waitFor(() => expect(asked).toEqual(['https://youtu.be/aqz-KE-bpKQ', 'https://vimeo.com/123456789']));
    expect(screen.queryByText(MEMORY_MESSAGES.linkMissing)).not.toBeInTheDocument();
  });

  it("says URL doesn't exists when the gateway says so, and leaves the link out of the previews", async () => {
    gateway(() => failed(MEMORY_MESSAGES.linkMissing, 'BAD_USER_INPUT'));
    const { user, field } = renderField();
    await paste(user, field, 'https://vimeo.com/123456789');
    expect(await screen.findByText(MEMORY_MESSAGES.linkMissing)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Video previews' })).not.toBeInTheDocument();
  });

  it('a private video (the gateway has no title) shows a plain card with the provider name', async () => {
    gateway((url) => found(url, null, null));
    const { user, field } = renderField();
    await paste(user, field, 'https://www.youtube.com/watch?v=private0001');
    const card = await screen.findByRole('listitem', { name: 'Video: YouTube video' });
    expect(within(card).getByText('https://www.youtube.com/watch?v=private0001')).toBeInTheDocument();
  });

  it('any other failure (the gateway asking for a pause) keeps the link acceptable, with no notification', async () => {
    gateway(() => failed('Too many video links looked up. Please wait a minute and try again.', 'RATE_LIMITED'));
    const { user, field } = renderField();
    await paste(user, field, 'https://vimeo.com/123456789');
    expect(await screen.findByRole('listitem', { name: 'Video: Vimeo video' })).toBeInTheDocument();
    expect(screen.queryByText(MEMORY_MESSAGES.linkMissing)).not.toBeInTheDocument();
    expect(screen.queryByText(/Too many video links/)).not.toBeInTheDocument();
  });

  it('gives each bad link its own message, naming the link, not only the first', async () => {
    gateway((url) => (url.includes('123456789') ? failed(MEMORY_MESSAGES.linkMissing, 'BAD_USER_INPUT') : found(url, 'x', null)));
    const { user, field } = renderField();
    await paste(user, field, 'https://example.com/a https://youtu.be/aqz-KE-bpKQ https://vimeo.com/123456789 https://youtu.be/aqz-KE-bpKQ');
    await screen.findByText(MEMORY_MESSAGES.linkMissing);
    const lines = [...document.querySelectorAll('.video-link-error')].map((l) => l.textContent);
    expect(lines).toEqual([
      `${MEMORY_MESSAGES.invalidLink} https://example.com/a`,
      `${MEMORY_MESSAGES.linkMissing} https://vimeo.com/123456789`,
      `${MEMORY_MESSAGES.duplicateLink} https://youtu.be/aqz-KE-bpKQ`,
    ]);
    expect(field).toHaveAccessibleDescription(expect.stringContaining(`${MEMORY_MESSAGES.duplicateLink} https://youtu.be/aqz-KE-bpKQ`));
  });

  it('a link in no accepted form is not looked up at all', async () => {
    const asked = gateway((url) => found(url, 'x', null));
    const { user, field } = renderField();
    await paste(user, field, 'https://example.com/watch?v=aqz-KE-bpKQ');
    expect(await screen.findByText(MEMORY_MESSAGES.invalidLink)).toBeInTheDocument();
    expect(asked).toEqual([]);
  });
});
