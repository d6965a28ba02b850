import { afterEach, describe, expect, it, vi } from 'vitest';
import { graphql, HttpResponse } from 'msw';
import { act, fireEvent, within } from '@testing-library/react';
import { MEDIA_MESSAGES, MEMORY_NOTICES, MESSAGES } from '@memorial/schema';
import { addressListHandlers } from '../../../test/addressLists';
import { server } from '../../../test/server';
import { gqlError } from '../../../test/fixtures';
import { sharePageData } from '../../../test/memoryFixtures';
import { renderApp, screen } from '../../../test/render';
import { policyFlagKey } from '../share/ShareMemoryPage';
import { MAX_UPLOAD_BYTES } from '@memorial/schema';
import { FAILED_REMOVE_MS } from '../../../app/memories/upload/useMediaUploads';
import { solveCaptchaWidget, stubUploadCaptcha, SOLVED_CAPTCHA } from '../../../test/captcha';

const SHARE = '/name/eleanor-whitmore-obituary/CS-1000-0001/share';

interface UploadCall {
  /** File parts received. (jsdom's File loses its name and bytes on the way through Node's fetch; the browser journey checks those.) */
  parts: number;
  preflight: string | null;
  isAllowAllMedia: unknown;
  captcha: unknown;
}

/** The share page, with an upload answer the test releases when it wants. */
function setup(answer: () => Response) {
  sessionStorage.setItem(policyFlagKey('CS-1000-0001'), 'true');
  const uploads: UploadCall[] = [];
  const shares: Array<Record<string, unknown>> = [];
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  server.use(
    graphql.query('ShareMemoryPage', () => HttpResponse.json({ data: sharePageData() })),
    ...addressListHandlers(),
    graphql.mutation('UploadMedia', async ({ request, variables }) => {
      const files = variables['files'] as File[];
      uploads.push({
        parts: files.length,
        preflight: request.headers.get('apollo-require-preflight'),
        isAllowAllMedia: variables['isAllowAllMedia'],
        captcha: variables['captcha'],
      });
      await gate;
      return answer();
    }),
    graphql.mutation('ShareMemory', ({ variables }) => {
      shares.push(variables['input'] as Record<string, unknown>);
      return HttpResponse.json({ data: { shareMemory: { __typename: 'Memory', id: 42, status: 'Pending', title: 'x' } } });
    }),
  );
  return { uploads, shares, release: () => release() };
}

const photo = (name = 'sunday-table.jpg', bytes = 2048) => new File([new Uint8Array(bytes)], name, { type: 'image/jpeg' });

async function openForm() {
  const view = renderApp(SHARE, { userOptions: { advanceTimers: (ms) => (vi.isFakeTimers() ? vi.advanceTimersByTime(ms) : undefined) } });
  await screen.findByRole('heading', { level: 1, name: 'Share Your Memories About Eleanor Grace Whitmore' });
  // A visitor's upload solves a captcha first (one per upload request).
  const captcha = await stubUploadCaptcha();
  return { ...view, captcha };
}

/** Chooses files in the drop zone's file picker. */
function choose(...files: File[]) {
  fireEvent.change(screen.getByTestId('dropzone-input'), { target: { files } });
}

const advance = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

/**
 * Once released, the answer comes through the intercepted fetch in real time, not on the fake clock: a fixed fake
 * delay lost that race on a loaded machine (CI). Flushes without moving the fake clock until `answered`, up to 10 s.
 */
async function untilAnswered(answered: () => boolean) {
  const deadline = Date.now() + 10_000;
  while (!answered() && Date.now() < deadline) {
    await advance(0);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

const progress = () => screen.queryByRole('progressbar', { name: 'Upload progress' });
const thumbs = () => within(screen.getByTestId('dropzone').parentElement!).queryAllByRole('listitem');

afterEach(() => {
  vi.useRealTimers();
});

describe('uploads on the share form', { timeout: 30_000 }, () => {
  it('rises by 10 every second up to 90, jumps to 100 when the URLs arrive, then rests; Share waits for it', async () => {
    const ok = () =>
      HttpResponse.json({
        data: {
          uploadMedia: [
            {
              __typename: 'UploadedFile',
              url: '/media/memories/abc.jpg',
              thumbnailUrl: '/media/memories/abc.thumb.jpg',
              fileType: 'Image',
              fileName: 'sunday-table.jpg',
            },
          ],
        },
      });
    const { uploads, shares, release } = setup(ok);
    const { user } = await openForm();
    await user.type(screen.getByRole('textbox', { name: 'Your Memory' }), 'Sunday dinners');
    const share = screen.getByRole('button', { name: 'Share' });
    expect(share).toBeEnabled();

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    choose(photo());
    await advance(0);
    expect(thumbs()).toHaveLength(1);
    expect(share).toBeDisabled();
    expect(screen.getByRole('button', { name: /Drop your photo, audio, video or click to upload/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );

    await advance(1000);
    expect(progress()).toHaveAttribute('aria-valuenow', '10');
    await advance(1000);
    expect(progress()).toHaveAttribute('aria-valuenow', '20');
    await advance(7000);
    expect(progress()).toHaveAttribute('aria-valuenow', '90');
    await advance(5000);
    expect(progress()).toHaveAttribute('aria-valuenow', '90');
    expect(share).toBeDisabled();

    release();
    await untilAnswered(() => progress()?.getAttribute('aria-valuenow') === '100');
    expect(progress()).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByText(MEDIA_MESSAGES.uploaded)).toBeInTheDocument();
    await advance(1000);
    expect(progress()).not.toBeInTheDocument();
    expect(thumbs()).toHaveLength(1);

    // The multipart request carries the CSRF preflight header; the public form does not allow every type.
    expect(uploads).toEqual([{ parts: 1, preflight: 'true', isAllowAllMedia: false, captcha: `${SOLVED_CAPTCHA}1` }]);
    vi.useRealTimers();

    // Now Share is possible, and the uploaded file goes with the memory.
    expect(share).toBeEnabled();
    expect(shares).toHaveLength(0);
  });

  it.each([
    [MEDIA_MESSAGES.invalidFormat, 'UNSUPPORTED_MEDIA'],
    [MEDIA_MESSAGES.invalidFormat, 'UNSUPPORTED_MEDIA_TYPE'],
    // A gateway without ffmpeg takes no video or audio (their location could not be removed).
    [MEDIA_MESSAGES.videoAudioUnavailable, 'SERVICE_UNAVAILABLE'],
  ])('shows a server error verbatim (%s, %s) and removes the failed files after 3000 ms', async (message, code) => {
    const { release } = setup(() => HttpResponse.json({ data: null, errors: [gqlError(message, code)] }));
    await openForm();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    choose(photo('notes.exe'));
    await advance(2000);
    expect(progress()).toHaveAttribute('aria-valuenow', '20');
    release();
    await untilAnswered(() => progress() === null);
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    // Shown in the drop zone, not as a second, generic notification.
    expect(screen.queryByText(MESSAGES.errorTitle)).not.toBeInTheDocument();
    expect(progress()).not.toBeInTheDocument();
    expect(thumbs()).toHaveLength(1);
    await advance(FAILED_REMOVE_MS - 20);
    expect(thumbs()).toHaveLength(1);
    await advance(20);
    expect(thumbs()).toHaveLength(0);
    expect(screen.getByRole('alert')).toHaveTextContent(message);
  });

  it('refuses files over 524288000 bytes before sending them: File too large, Max file size is 524288000MB', async () => {
    const { uploads } = setup(() => HttpResponse.json({ data: { uploadMedia: [] } }));
    await openForm();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    const huge = photo('wedding-video.jpg', 16);
    Object.defineProperty(huge, 'size', { value: MAX_UPLOAD_BYTES + 1 });
    choose(huge);
    await advance(0);
    expect(screen.getByRole('alert')).toHaveTextContent('File too large, Max file size is 524288000MB');
    expect(screen.getByRole('alert')).toHaveTextContent(MEDIA_MESSAGES.tooLargeInForm);
    expect(thumbs()).toHaveLength(1);
    expect(progress()).not.toBeInTheDocument();
    await advance(FAILED_REMOVE_MS);
    expect(thumbs()).toHaveLength(0);
    expect(uploads).toHaveLength(0);
  });

  it('drops empty files, shares the uploaded URL with the memory, and a removed file goes', async () => {
    const ok = () =>
      HttpResponse.json({
        data: {
          uploadMedia: [
            { __typename: 'UploadedFile', url: '/media/memories/abc.jpg', thumbnailUrl: null, fileType: 'Image', fileName: 'a.jpg' },
          ],
        },
      });
    const { uploads, shares, release } = setup(ok);
    const { user, captcha } = await openForm();
    release();
    const share = screen.getByRole('button', { name: 'Share' });
    expect(share).toBeDisabled();
    choose(new File([], 'empty.jpg', { type: 'image/jpeg' }), photo('a.jpg', 2048), photo('b.jpg', 1024));
    await vi.waitFor(() => expect(screen.getByText(MEDIA_MESSAGES.uploaded)).toBeInTheDocument());
    expect(uploads[0]!.parts).toBe(2);
    // The upload request carried a solved captcha of its own.
    expect(captcha.solved()).toBe(1);
    expect(uploads[0]!.captcha).toBe(`${SOLVED_CAPTCHA}1`);
    expect(thumbs()).toHaveLength(2);
    // Media alone is something to share, once the bar has come to rest.
    await vi.waitFor(() => expect(share).toBeEnabled(), { timeout: 3000 });

    await user.click(screen.getByRole('button', { name: 'Remove b.jpg' }));
    expect(thumbs()).toHaveLength(1);

    await user.click(screen.getByRole('combobox', { name: 'Type of Memory' }));
    await user.click(await screen.findByRole('option', { name: 'Family' }));
    await user.click(screen.getByRole('button', { name: 'Date of Memory' }));
    const first = new Date(new Date().getFullYear(), new Date().getMonth(), 1);
    await user.click(screen.getByRole('button', { name: `1 ${first.toLocaleString('en-US', { month: 'long' })} ${first.getFullYear()}` }));
    await user.click(screen.getByRole('textbox', { name: 'Memory title' }));
    await user.paste('Sunday dinners');
    await user.click(screen.getByRole('textbox', { name: 'Your Memory' }));
    await user.paste('Every Sunday.');
    await user.click(screen.getByRole('textbox', { name: 'First Name' }));
    await user.paste('Catherine');
    await user.click(screen.getByRole('textbox', { name: 'Last Name' }));
    await user.paste('Reyes');
    await user.click(screen.getByRole('textbox', { name: 'Email' }));
    await user.paste('catherine@example.com');
    await solveCaptchaWidget(document.body);
    await user.click(share);
    await screen.findByRole('dialog', { name: MEMORY_NOTICES.shared });
    expect(shares[0]!['captcha']).toBe(SOLVED_CAPTCHA);
    expect(shares[0]!['files']).toEqual([{ fileUrl: '/media/memories/abc.jpg', fileType: 'Image' }]);
  });
});
