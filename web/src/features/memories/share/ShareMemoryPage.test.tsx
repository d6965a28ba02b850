import { afterEach, describe, expect, it, vi } from 'vitest';
import { graphql, HttpResponse } from 'msw';
import { within } from '@testing-library/react';
import { MEMORY_CONFIRMATIONS, MEMORY_MESSAGES, MEMORY_NOTICES, MESSAGES } from '@memorial/schema';
import { addressListHandlers } from '../../../test/addressLists';
import { server } from '../../../test/server';
import { gqlError, memorialDecedent, memorialPageData } from '../../../test/fixtures';
import { sharePageData } from '../../../test/memoryFixtures';
import { expectPath, renderApp, screen, signInAs } from '../../../test/render';
import { clearVideoMetaCache } from '../../../app/memories/upload/VideoLinks';
import { policyFlagKey } from './ShareMemoryPage';
import { solveCaptchaWidget, SOLVED_CAPTCHA } from '../../../test/captcha';

const MEMORIAL = '/name/eleanor-whitmore-obituary/CS-1000-0001';
const SHARE = `${MEMORIAL}/share`;
const OPI = 'CS-1000-0001';

interface Captured {
  shares: Array<Record<string, unknown>>;
  /** The Idempotency-Key header of each share. */
  keys: Array<string | null>;
  accepts: string[];
}

function shareAnswers({ decedent = {}, shareResult }: { decedent?: Record<string, unknown>; shareResult?: () => Response } = {}): Captured {
  const captured: Captured = { shares: [], keys: [], accepts: [] };
  server.use(
    graphql.query('ShareMemoryPage', () => HttpResponse.json({ data: sharePageData(decedent) })),
    ...addressListHandlers([{ fips: '06081', name: 'San Mateo County', stateCode: 'CA' }]),
    graphql.mutation('ShareMemory', ({ variables, request }) => {
      captured.shares.push(variables['input'] as Record<string, unknown>);
      captured.keys.push(request.headers.get('idempotency-key'));
      if (shareResult) return shareResult();
      return HttpResponse.json({ data: { shareMemory: { __typename: 'Memory', id: 42, status: 'Pending', title: 'x' } } });
    }),
    graphql.mutation('ShareAcceptPolicy', ({ variables }) => {
      captured.accepts.push(variables['opi'] as string);
      return HttpResponse.json({ data: { acceptPolicy: { __typename: 'PolicyResult', haveAcceptPolicy: true } } });
    }),
  );
  return captured;
}

/** The visitor accepted both parts of the policy earlier in this browser session. */
const visitorAccepted = () => sessionStorage.setItem(policyFlagKey(OPI), 'true');

async function openForm(path = SHARE) {
  const view = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Share Your Memories About Eleanor Grace Whitmore' });
  return view;
}

async function choose(user: ReturnType<typeof renderApp>['user'], label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

const today = () => new Date();
const dayLabel = (d: Date) => `${d.getDate()} ${d.toLocaleString('en-US', { month: 'long' })} ${d.getFullYear()}`;

async function fillValid(user: ReturnType<typeof renderApp>['user']) {
  const fill = async (label: string, value: string) => {
    await user.click(screen.getByRole('textbox', { name: label }));
    await user.paste(value);
  };
  await choose(user, 'Type of Memory', 'Career');
  await user.click(screen.getByRole('button', { name: 'Date of Memory' }));
  await user.click(screen.getByRole('button', { name: dayLabel(new Date(today().getFullYear(), today().getMonth(), 1)) }));
  await fill('Memory title', 'Room 114');
  await fill('Your Memory', 'She read us a poem every Friday.');
  await fill('First Name', 'Daniel');
  await fill('Last Name', 'Cho');
  await fill('Email', 'daniel.cho@example.com');
}

/** Share, as a visitor after ticking the captcha (the widget's verified event; a signed-in family has none). */
async function clickShare(user: ReturnType<typeof renderApp>['user']) {
  if (document.querySelector('altcha-widget[data-captcha="form"]')) await solveCaptchaWidget(document.body);
  await user.click(screen.getByRole('button', { name: 'Share' }));
}

/** Replaces the video links with a text, pasted at once. */
async function links(user: ReturnType<typeof renderApp>['user'], text: string) {
  const field = screen.getByRole('textbox', { name: /Video links/ });
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
  return field;
}

afterEach(() => {
  clearVideoMetaCache();
  vi.useRealTimers();
});

describe('Share a Memory page', { timeout: 30_000 }, () => {
  it('shows the heading, every field, the review note and the policy prompt for a visitor', async () => {
    shareAnswers();
    await openForm();
    const prompt = await screen.findByRole('dialog', { name: 'Copyright Disclaimer' });
    expect(within(prompt).getByRole('button', { name: 'Decline' })).toBeInTheDocument();
    for (const label of [
      'Memory title',
      'Your Memory',
      'First Name',
      'Last Name',
      'Email',
      'Phone',
      'Address Line 1',
      'Address Line 2',
      'County',
      'City',
      'Zip Code',
    ]) {
      expect(screen.getByRole('textbox', { name: label })).toBeInTheDocument();
    }
    for (const label of ['Type of Memory', 'Relationship', 'Country', 'State']) {
      expect(screen.getByRole('combobox', { name: label })).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'Date of Memory' })).toBeInTheDocument();
    expect(screen.getByText(MEMORY_CONFIRMATIONS.dropArea)).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: /Add Video/ })).toBeInTheDocument();
    expect(screen.getByText(MEMORY_CONFIRMATIONS.reviewNote)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Share' })).toBeInTheDocument();
  });

  it('a visitor accepts the copyright disclaimer and the privacy policy; the flag stays in the browser session', async () => {
    shareAnswers();
    const { user } = await openForm();
    await user.click(within(await screen.findByRole('dialog', { name: 'Copyright Disclaimer' })).getByRole('button', { name: 'Accept' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Privacy Policy' })).getByRole('button', { name: 'Accept' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sessionStorage.getItem(policyFlagKey(OPI))).toBe('true');
  });

  it('declining the policy returns to the previous page', async () => {
    shareAnswers();
    server.use(graphql.query('MemorialPage', () => HttpResponse.json({ data: memorialPageData(memorialDecedent()) })));
    const { user, currentPath } = renderApp(MEMORIAL);
    await user.click(
      within(await screen.findByRole('navigation', { name: 'Memorial actions' })).getByRole('link', { name: 'Share a Memory' }),
    );
    await expectPath(currentPath, SHARE);
    await user.click(within(await screen.findByRole('dialog', { name: 'Copyright Disclaimer' })).getByRole('button', { name: 'Decline' }));
    await expectPath(currentPath, MEMORIAL);
  });

  it('a signed-in arranger who has not accepted calls acceptPolicy; staff are sent to /admin instead of being asked', async () => {
    signInAs('arranger');
    const captured = shareAnswers({ decedent: { haveAcceptPolicy: false } });
    const { user, unmount } = await openForm('/app/memories/eleanor-whitmore-obituary/CS-1000-0001/share');
    await user.click(within(await screen.findByRole('dialog', { name: 'Copyright Disclaimer' })).getByRole('button', { name: 'Accept' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Privacy Policy' })).getByRole('button', { name: 'Accept' }));
    await vi.waitFor(() => expect(captured.accepts).toEqual([OPI]));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sessionStorage.getItem(policyFlagKey(OPI))).toBeNull();
    unmount();

    // A signed-in admin is sent to /admin unless on the admin memories list (memorial-portal 6; this test let staff share before).
    signInAs('admin');
    shareAnswers({ decedent: { haveAcceptPolicy: true } });
    const { currentPath } = renderApp(SHARE);
    await expectPath(currentPath, '/admin');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps Share disabled while title, memory, media and video links are all empty', async () => {
    visitorAccepted();
    shareAnswers();
    const { user } = await openForm();
    const share = screen.getByRole('button', { name: 'Share' });
    expect(share).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Your Memory' }), 'x');
    expect(share).toBeEnabled();
    await user.clear(screen.getByRole('textbox', { name: 'Your Memory' }));
    expect(share).toBeDisabled();
  });

  it('shows each required-field message of the share rules', async () => {
    visitorAccepted();
    const captured = shareAnswers();
    const { user } = await openForm();
    // Something to share (Share is disabled otherwise), but no title.
    await user.type(screen.getByRole('textbox', { name: 'Your Memory' }), 'x');
    await user.type(screen.getByRole('textbox', { name: 'Memory title' }), '   ');
    await clickShare(user);
    for (const message of [
      MEMORY_MESSAGES.typeRequired,
      MEMORY_MESSAGES.dateRequired,
      MEMORY_MESSAGES.titleRequired,
      MEMORY_MESSAGES.firstNameRequired,
      MEMORY_MESSAGES.lastNameRequired,
      MEMORY_MESSAGES.emailRequired,
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.queryByText(MEMORY_MESSAGES.memoryRequired)).not.toBeInTheDocument();
    // Now a title but no memory.
    await user.clear(screen.getByRole('textbox', { name: 'Your Memory' }));
    await user.type(screen.getByRole('textbox', { name: 'Memory title' }), 'A title');
    await clickShare(user);
    expect(await screen.findByText(MEMORY_MESSAGES.memoryRequired)).toBeInTheDocument();
    expect(screen.queryByText(MEMORY_MESSAGES.titleRequired)).not.toBeInTheDocument();
    expect(captured.shares).toHaveLength(0);
  });

  it('shows the length and e-mail messages of the share rules', async () => {
    visitorAccepted();
    const captured = shareAnswers();
    const { user } = await openForm();
    await user.click(screen.getByRole('textbox', { name: 'Memory title' }));
    await user.paste('t'.repeat(255));
    await user.click(screen.getByRole('textbox', { name: 'Your Memory' }));
    await user.paste('m'.repeat(5000));
    await user.click(screen.getByRole('textbox', { name: 'First Name' }));
    await user.paste('f'.repeat(51));
    await user.click(screen.getByRole('textbox', { name: 'Last Name' }));
    await user.paste('l'.repeat(51));
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'daniel@example');
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '555');
    await clickShare(user);
    expect(await screen.findByText(MEMORY_MESSAGES.titleTooLong)).toBeInTheDocument();
    expect(screen.getByText(MEMORY_MESSAGES.memoryTooLong)).toBeInTheDocument();
    expect(screen.getByText(MEMORY_MESSAGES.firstNameTooLong)).toBeInTheDocument();
    expect(screen.getByText(MEMORY_MESSAGES.lastNameTooLong)).toBeInTheDocument();
    expect(screen.getByText(MEMORY_MESSAGES.emailInvalid)).toBeInTheDocument();
    expect(screen.getByText(MEMORY_MESSAGES.phoneInvalid)).toBeInTheDocument();
    expect(captured.shares).toHaveLength(0);
  });

  it('allows 4999 characters of memory on the standalone page, not 5000', async () => {
    visitorAccepted();
    shareAnswers();
    const { user } = await openForm();
    const memory = screen.getByRole('textbox', { name: 'Your Memory' });
    await user.click(memory);
    await user.paste('m'.repeat(4999));
    await clickShare(user);
    await screen.findByText(MEMORY_MESSAGES.typeRequired);
    expect(screen.queryByText(MEMORY_MESSAGES.memoryTooLong)).not.toBeInTheDocument();
    await user.type(memory, 'm');
    expect(await screen.findByText(MEMORY_MESSAGES.memoryTooLong)).toBeInTheDocument();
  });

  it("the family website's share form allows 5000 characters of memory", async () => {
    signInAs('arranger');
    shareAnswers({ decedent: { haveAcceptPolicy: true } });
    const { user } = await openForm('/app/memories/eleanor-whitmore-obituary/CS-1000-0001/share');
    // The family, signed in, is not asked for a captcha.
    expect(screen.queryByRole('group', { name: 'Verification' })).not.toBeInTheDocument();
    const memory = screen.getByRole('textbox', { name: 'Your Memory' });
    await user.click(memory);
    await user.paste('m'.repeat(5000));
    await clickShare(user);
    await screen.findByText(MEMORY_MESSAGES.typeRequired);
    expect(screen.queryByText(MEMORY_MESSAGES.memoryTooLong)).not.toBeInTheDocument();
    await user.type(memory, 'm');
    expect(await screen.findByText(MEMORY_MESSAGES.memoryTooLong)).toBeInTheDocument();
  });

  it('offers no future dates in the date picker', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 15, 12));
    visitorAccepted();
    shareAnswers();
    const { user } = await openForm();
    await user.click(screen.getByRole('button', { name: 'Date of Memory' }));
    expect(screen.getByRole('button', { name: '16 November 2026' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: '14 November 2026' }));
    expect(screen.getByRole('button', { name: 'Date of Memory' })).toHaveTextContent('11/14/2026');
  });

  it('formats the phone as (XXX) XXX-XXXX, takes only digits and sends digits', async () => {
    visitorAccepted();
    const captured = shareAnswers();
    const { user } = await openForm();
    const phone = screen.getByRole('textbox', { name: 'Phone' });
    await user.type(phone, 'a5b5-5(1)2 3x');
    expect(phone).toHaveValue('(555) 123');
    await user.type(phone, '45678999');
    expect(phone).toHaveValue('(555) 123-4567');
    expect(phone).toHaveAttribute('maxLength', '14');

    await fillValid(user);
    await choose(user, 'Relationship', 'Classmate');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'United States');
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'State' }),
      await screen.findByRole('option', { name: 'California' }),
    );
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'County' }),
      await screen.findByRole('option', { name: 'San Mateo County' }),
    );
    await user.type(screen.getByRole('textbox', { name: 'Address Line 1' }), '1 Laurel St');
    await clickShare(user);
    await screen.findByRole('dialog', { name: MEMORY_NOTICES.shared });

    const input = captured.shares[0]!;
    const person = input['memoryAddingPerson'] as Record<string, unknown>;
    expect(person['phoneNumber']).toBe('5551234567');
    expect(person['address']).toEqual({
      line1: '1 Laurel St',
      line2: null,
      country: 'United States',
      state: 'California',
      county: 'San Mateo County',
      city: null,
      zipcode: null,
    });
    expect(input).toMatchObject({
      memoryType: 4,
      title: 'Room 114',
      memory: '<p>She read us a poem every Friday.</p>',
      relationship: 6,
      acceptedPolicy: true,
      files: [],
    });
    expect(input['dateOfMemory']).toMatch(/^\d{4}-\d{2}-01$/);
    expect(input['idempotencyKey']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('asks a visitor to verify the captcha, sends its solution, and asks again for the next submission', async () => {
    visitorAccepted();
    let calls = 0;
    const captured = shareAnswers({
      shareResult: () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({
              data: null,
              errors: [
                {
                  message: MESSAGES.verifyCaptcha,
                  extensions: { code: 'BAD_USER_INPUT', fieldErrors: { captcha: MESSAGES.verifyCaptcha } },
                },
              ],
            })
          : HttpResponse.json({ data: { shareMemory: { __typename: 'Memory', id: 42, status: 'Pending', title: 'Room 114' } } });
      },
    });
    const { user } = await openForm();
    expect(screen.getByRole('group', { name: 'Verification' })).toBeInTheDocument();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Share' }));
    // Not solved: refused in the form, nothing sent.
    expect(await screen.findByText(MESSAGES.verifyCaptcha)).toBeInTheDocument();
    expect(captured.shares).toHaveLength(0);
    // Solved, but refused by the gateway (expired, say): the message under the captcha, which starts over.
    await clickShare(user);
    await screen.findByText(MESSAGES.verifyCaptcha);
    expect(captured.shares[0]!['captcha']).toBe(SOLVED_CAPTCHA);
    await clickShare(user);
    await screen.findByRole('dialog', { name: MEMORY_NOTICES.shared });
    expect(captured.shares).toHaveLength(2);
  });

  it('closing the success message returns to the memory page', async () => {
    visitorAccepted();
    shareAnswers();
    server.use(graphql.query('MemorialPage', () => HttpResponse.json({ data: memorialPageData(memorialDecedent()) })));
    const { user, currentPath } = await openForm();
    await fillValid(user);
    await clickShare(user);
    const success = await screen.findByRole('dialog', { name: MEMORY_NOTICES.shared });
    await user.click(within(success).getByRole('button', { name: 'Close' }));
    await expectPath(currentPath, MEMORIAL);
  });

  it('writes the memory as rich text: bold and a list reach the gateway as their tags', async () => {
    visitorAccepted();
    const captured = shareAnswers();
    const { user } = await openForm();
    await fillValid(user);
    const memory = screen.getByRole('textbox', { name: 'Your Memory' });
    await user.click(memory);
    await user.keyboard('{Control>}a{/Control}');
    await user.click(screen.getByRole('button', { name: 'Bold' }));
    await user.click(screen.getByRole('button', { name: 'Bullet list' }));
    await clickShare(user);
    await screen.findByRole('dialog', { name: MEMORY_NOTICES.shared });
    expect(captured.shares[0]!['memory']).toBe('<ul><li><p><strong>She read us a poem every Friday.</strong></p></li></ul>');
  });

  it('Cancel returns to the memory page', async () => {
    visitorAccepted();
    shareAnswers();
    server.use(graphql.query('MemorialPage', () => HttpResponse.json({ data: memorialPageData(memorialDecedent()) })));
    const { user, currentPath } = await openForm();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await expectPath(currentPath, MEMORIAL);
  });

  it('keeps the idempotency key across retries of one submission', async () => {
    visitorAccepted();
    let calls = 0;
    const captured = shareAnswers({
      shareResult: () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ data: null, errors: [gqlError('Internal server error', 'INTERNAL_SERVER_ERROR')] })
          : HttpResponse.json({ data: { shareMemory: { __typename: 'Memory', id: 42, status: 'Pending', title: 'Room 114' } } });
      },
    });
    const { user } = await openForm();
    await fillValid(user);
    await clickShare(user);
    expect(await screen.findByText('Internal server error')).toBeInTheDocument();
    await clickShare(user);
    await screen.findByRole('dialog', { name: MEMORY_NOTICES.shared });
    expect(captured.shares).toHaveLength(2);
    expect(captured.shares[0]!['idempotencyKey']).toBe(captured.shares[1]!['idempotencyKey']);
    // The same key rides in the Idempotency-Key header (issue 27), for the retry too.
    expect(captured.keys).toEqual([captured.shares[0]!['idempotencyKey'], captured.shares[0]!['idempotencyKey']]);
  });

  it('shows the field errors the gateway sends back under their fields', async () => {
    visitorAccepted();
    shareAnswers({
      shareResult: () =>
        HttpResponse.json({
          data: null,
          errors: [
            {
              message: 'Invalid input',
              extensions: { code: 'BAD_USER_INPUT', fieldErrors: { 'memoryAddingPerson.email': MEMORY_MESSAGES.emailInvalid } },
            },
          ],
        }),
    });
    const { user } = await openForm();
    await fillValid(user);
    await clickShare(user);
    expect(await screen.findByText(MEMORY_MESSAGES.emailInvalid)).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: MEMORY_NOTICES.shared })).not.toBeInTheDocument();
  });
});

describe('video links on the share form', { timeout: 30_000 }, () => {
  /** The gateway's videoPreview (it asks the provider; the browser never does): a title and thumbnail, or URL doesn't exists. */
  function videoPreview(answer: (url: string) => { title: string; thumbnailUrl?: string } | 'missing') {
    server.use(
      graphql.query('VideoPreview', ({ variables }) => {
        const url = String(variables['url']);
        const found = answer(url);
        if (found === 'missing')
          return HttpResponse.json({ data: null, errors: [gqlError(MEMORY_MESSAGES.linkMissing, 'BAD_USER_INPUT')] });
        return HttpResponse.json({
          data: {
            videoPreview: { __typename: 'VideoPreview', url, embedUrl: url, title: found.title, thumbnailUrl: found.thumbnailUrl ?? null },
          },
        });
      }),
    );
  }

  it('rejects other sites, tribute pages, plain http and duplicates', async () => {
    visitorAccepted();
    shareAnswers();
    videoPreview(() => ({ title: 'A video', thumbnailUrl: 'https://i.ytimg.com/vi/x/hq.jpg' }));
    const { user } = await openForm();
    await user.click(screen.getByRole('switch', { name: /Add Video/ }));
    await links(user, 'https://example.com/watch?v=aqz-KE-bpKQ');
    await user.tab();
    expect(await screen.findByText(MEMORY_MESSAGES.invalidLink)).toBeInTheDocument();

    await links(user, 'https://www.tributeslideshow.com/tributes/eleanor');
    expect(screen.getByText(MEMORY_MESSAGES.invalidLink)).toBeInTheDocument();

    await links(user, 'http://www.youtube.com/watch?v=aqz-KE-bpKQ');
    expect(screen.getByText(MEMORY_MESSAGES.invalidLink)).toBeInTheDocument();

    await links(user, 'https://youtu.be/aqz-KE-bpKQ https://youtu.be/aqz-KE-bpKQ');
    expect(await screen.findByText(MEMORY_MESSAGES.duplicateLink)).toBeInTheDocument();
    expect(screen.queryByText(MEMORY_MESSAGES.invalidLink)).not.toBeInTheDocument();
  });

  it("says URL doesn't exists when the provider does not know the video", async () => {
    visitorAccepted();
    shareAnswers();
    videoPreview(() => 'missing');
    const { user } = await openForm();
    await user.click(screen.getByRole('switch', { name: /Add Video/ }));
    await links(user, 'https://vimeo.com/123456789');
    await user.tab();
    expect(await screen.findByText(MEMORY_MESSAGES.linkMissing)).toBeInTheDocument();
  });

  it('previews a good link with its thumbnail and title; the close control removes it', async () => {
    visitorAccepted();
    shareAnswers();
    videoPreview(() => ({ title: 'Garden tour with Eleanor', thumbnailUrl: 'https://i.ytimg.com/vi/aqz-KE-bpKQ/hqdefault.jpg' }));
    const { user } = await openForm();
    await user.click(screen.getByRole('switch', { name: /Add Video/ }));
    const field = await links(user, 'https://www.youtube.com/watch?v=aqz-KE-bpKQ');
    const card = await screen.findByRole('listitem', { name: 'Video: Garden tour with Eleanor' });
    expect(card.querySelector('img')).toHaveAttribute('src', 'https://i.ytimg.com/vi/aqz-KE-bpKQ/hqdefault.jpg');
    await user.click(within(card).getByRole('button', { name: 'Remove video https://www.youtube.com/watch?v=aqz-KE-bpKQ' }));
    expect(field).toHaveValue('');
    expect(screen.queryByRole('listitem', { name: /^Video:/ })).not.toBeInTheDocument();
  });

  it('refuses to share while a link is wrong: Resolve all validation error', async () => {
    visitorAccepted();
    const captured = shareAnswers();
    videoPreview(() => ({ title: 'A video' }));
    const { user } = await openForm();
    await fillValid(user);
    await user.click(screen.getByRole('switch', { name: /Add Video/ }));
    await links(user, 'https://example.com/video');
    await clickShare(user);
    expect((await screen.findAllByText(MEMORY_MESSAGES.resolveErrors)).length).toBeGreaterThan(0);
    expect(captured.shares).toHaveLength(0);
  });

  it('sends good links as files of type Video', async () => {
    visitorAccepted();
    const captured = shareAnswers();
    videoPreview(() => ({ title: 'A video' }));
    const { user } = await openForm();
    await fillValid(user);
    await user.click(screen.getByRole('switch', { name: /Add Video/ }));
    await links(user, 'https://youtu.be/aqz-KE-bpKQ https://vimeo.com/123456789');
    expect(await screen.findAllByRole('listitem', { name: 'Video: A video' })).toHaveLength(2);
    await clickShare(user);
    await screen.findByRole('dialog', { name: MEMORY_NOTICES.shared });
    expect(captured.shares[0]!['files']).toEqual([
      { fileUrl: 'https://youtu.be/aqz-KE-bpKQ', fileType: 'Video' },
      { fileUrl: 'https://vimeo.com/123456789', fileType: 'Video' },
    ]);
  });
});
