import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestGateway, type TestGateway } from '../../test/gateway.js';
import { expectNoInternals, gqlData, gqlError } from '../../test/expect.js';

/**
 * The video preview of the share and add-media forms (memorial-portal 5, video
 * links): the gateway looks the link up with its provider (the test gateway's
 * fake provider, never the network) with the spec's outcomes, keeps answers
 * for a while, and limits how many new links one address may have looked up.
 */

const PREVIEW = 'query ($url: String!) { videoPreview(url: $url) { url embedUrl title thumbnailUrl } }';
const M = {
  linkMissing: "URL doesn't exists",
  invalidLink: 'Invalid URL format',
  tooMany: 'Too many video links looked up. Please wait a minute and try again.',
} as const;

let gw: TestGateway;

beforeAll(async () => {
  gw = await startTestGateway();
});
afterAll(() => gw?.stop());

const preview = (url: string, token?: string) => gw.gql(PREVIEW, { url }, token);

describe('videoPreview', () => {
  it('answers a visitor the title, thumbnail and embed link of a YouTube or Vimeo video from its provider', async () => {
    const asked = gw.oembedRequests.length;
    expect(gqlData(await preview('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).videoPreview).toEqual({
      url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      embedUrl: 'https://www.youtube.com/embed/dQw4w9WgXcQ',
      title: 'Video dQw4w9WgXcQ',
      thumbnailUrl: 'https://img.example/thumb.jpg',
    });
    expect(gqlData(await preview('https://vimeo.com/123456789')).videoPreview).toMatchObject({
      embedUrl: 'https://player.vimeo.com/video/123456789',
      title: 'Video m/123456789',
    });
    expect(gw.oembedRequests.slice(asked)).toEqual([
      `https://www.youtube.com/oembed?format=json&url=${encodeURIComponent('https://www.youtube.com/watch?v=dQw4w9WgXcQ')}`,
      `https://vimeo.com/api/oembed.json?url=${encodeURIComponent('https://vimeo.com/123456789')}`,
    ]);
  });

  it("a video the provider answers 404 or 400 for: URL doesn't exists", async () => {
    for (const url of ['https://youtu.be/missing0001', 'https://www.youtube.com/watch?v=badrequest1']) {
      const error = gqlError(await preview(url), 'BAD_USER_INPUT', M.linkMissing);
      expect(error.extensions?.['fieldErrors']).toEqual({ videoLinks: M.linkMissing });
    }
  });

  it('a private or embed-restricted video (401) falls back to its embed link, without a title or thumbnail', async () => {
    expect(gqlData(await preview('https://www.youtube.com/watch?v=private0001')).videoPreview).toEqual({
      url: 'https://www.youtube.com/watch?v=private0001',
      embedUrl: 'https://www.youtube.com/embed/private0001',
      title: null,
      thumbnailUrl: null,
    });
  });

  it('a link in no accepted form is refused (Invalid URL format) without asking any provider; tribute pages are for the family and staff', async () => {
    const asked = gw.oembedRequests.length;
    for (const url of [
      'http://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://example.com/v',
      '',
      'https://www.youtube.com/watch?v=a https://vimeo.com/123456789',
    ]) {
      gqlError(await preview(url), 'BAD_USER_INPUT', M.invalidLink);
    }
    const tribute = 'https://www.tributeslideshow.com/tributes/eleanor-whitmore';
    gqlError(await preview(tribute), 'BAD_USER_INPUT', M.invalidLink);
    expect(gw.oembedRequests.length).toBe(asked);
    const arranger = await gw.login(DEMO.arranger, 'arranger');
    expect(gqlData(await preview(tribute, arranger)).videoPreview).toMatchObject({
      embedUrl: tribute,
      title: `Video ${tribute.slice(-11)}`,
    });
  });

  it('keeps answers: the same link previewed again (found or missing) does not ask the provider again', async () => {
    const asked = gw.oembedRequests.length;
    for (let i = 0; i < 3; i++) {
      expect(gqlData(await preview('https://youtu.be/aqz-KE-bpKQ')).videoPreview.title).toBe('Video aqz-KE-bpKQ');
      gqlError(await preview('https://youtu.be/missing0002'), 'BAD_USER_INPUT', M.linkMissing);
    }
    expect(gw.oembedRequests.length - asked).toBe(2);
  });

  // Last: it spends this address's lookups.
  it('one address may have 60 new links looked up a minute; then it is told to wait, and links already looked up still answer', async () => {
    const before = gw.oembedRequests.length;
    let refused = -1;
    for (let i = 0; i < 70 && refused < 0; i++) {
      const res = await preview(`https://vimeo.com/${String(500000000 + i)}`);
      expectNoInternals(JSON.stringify(res.body));
      if (res.body.errors) refused = i;
    }
    // Every lookup of this file's gateway came from this one address, within the minute.
    expect(gw.oembedRequests.length).toBe(60);
    expect(refused).toBe(60 - before);
    gqlError(await preview('https://vimeo.com/599999999'), 'RATE_LIMITED', M.tooMany);
    expect(gw.oembedRequests.length).toBe(60);
    expect(gqlData(await preview('https://youtu.be/aqz-KE-bpKQ')).videoPreview.title).toBe('Video aqz-KE-bpKQ');
  });
});
