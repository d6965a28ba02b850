import { afterEach, describe, expect, it } from 'vitest';
import { graphql, HttpResponse } from 'msw';
import { waitFor } from '@testing-library/react';
import { server } from '../../test/server';
import { gqlError } from '../../test/fixtures';
import { renderApp, signInAs } from '../../test/render';
import { localeStore } from '../i18n';
import { pageTitle, segmentLabel } from './pageTitle';

const SITE_TITLE = 'Family Website';

const OPI = 'CS-1000-0001';

describe('page titles from the last path segment (memorial-portal 2)', () => {
  it.each([
    ['/', {}, SITE_TITLE],
    ['/administrator', {}, 'Administrator · Family Website'],
    ['/cl-arranger', {}, 'CL Arranger · Family Website'],
    ['/sso', {}, 'SSO · Family Website'],
    ['/app', {}, 'App · Family Website'],
    ['/admin/decedents', {}, 'Decedents · Family Website'],
    ['/admin/loginReport', {}, 'Login Report · Family Website'],
    [`/app/${OPI}/scheduledServices`, { opi: OPI }, 'Scheduled Services · Family Website'],
    [`/admin/${OPI}/customizeFamilyWebsite/`, { opi: OPI }, 'Customize Family Website · Family Website'],
    // The memories and memories-list pages are labelled obituary; the case number names nothing.
    [`/app/memories/${OPI}`, { opi: OPI }, 'Obituary · Family Website'],
    [`/admin/memories-list/${OPI}`, { opi: OPI }, 'Obituary · Family Website'],
    [`/admin/memories`, {}, 'Obituary · Family Website'],
    [`/memories/${OPI}`, { opi: OPI }, 'Obituary · Family Website'],
    // {page}/old is the older version of {page}.
    [`/app/memories/${OPI}/old`, { opi: OPI }, 'Obituary · Family Website'],
    [`/admin/memories-list/${OPI}/old`, { opi: OPI }, 'Obituary · Family Website'],
    // The public page: its slug.
    [
      `/name/eleanor-whitmore-obituary/${OPI}`,
      { opi: OPI, fullname: 'eleanor-whitmore-obituary' },
      'Eleanor Whitmore Obituary · Family Website',
    ],
    [
      `/app/memories/eleanor-obituary/${encodeURIComponent(OPI)}`,
      { opi: OPI, fullname: 'eleanor-obituary' },
      'Eleanor Obituary · Family Website',
    ],
    [`/name/eleanor-whitmore-obituary/${OPI}/share`, { opi: OPI }, 'Share · Family Website'],
    ['/gallery/file/42', { fileId: '42' }, 'File · Family Website'],
    // A segment that is not valid percent-encoding is taken as it is.
    ['/name/ren%E9e-obituary/x', { opi: 'x' }, 'Ren%E9e Obituary · Family Website'],
  ])('%s -> %s', (path, params, title) => {
    expect(pageTitle(path, params)).toBe(title);
  });

  it('turns camelCase and dashed segments into words', () => {
    expect(segmentLabel('whatToBring')).toBe('What To Bring');
    expect(segmentLabel('memories-list')).toBe('Obituary');
    expect(segmentLabel('Memories')).toBe('Obituary');
  });

  it('every route gets its title from one place (the root layout), as the path changes', async () => {
    const { router } = renderApp('/');
    await waitFor(() => expect(document.title).toBe(SITE_TITLE));
    await router.navigate('/obituaries/administrator');
    await waitFor(() => expect(document.title).toBe('Administrator · Family Website'));
  });
});

describe('the older obituary page, {base}/{opi}/old', () => {
  const answer = (calls: unknown[]) =>
    server.use(
      graphql.query('ObituaryPage', ({ variables }) => {
        calls.push(variables['opi']);
        return HttpResponse.json({ data: null, errors: [{ ...gqlError('Not found', 'NOT_FOUND'), path: ['decedent'] }] });
      }),
    );

  it.each([
    ['arranger', `/app/memories/${OPI}/old`],
    ['admin', `/admin/memories-list/${OPI}/old`],
    ['admin', `/admin/memories/${OPI}/old`],
  ] as const)('%s at %s: the obituary page of that decedent, titled Obituary', async (role, path) => {
    signInAs(role);
    const calls: unknown[] = [];
    answer(calls);
    const { currentPath } = renderApp(path);
    // The obituary page's own query, for this opi (not the landing page, not a memorial page for a case called "old").
    await waitFor(() => expect(calls).toContain(OPI));
    expect(currentPath()).toBe(path);
    expect(document.title).toBe('Obituary · Family Website');
  });
});

describe('page titles in Spanish', () => {
  afterEach(async () => {
    await localeStore.set('en');
  });

  it.each([
    ['/', {}, 'Sitio web familiar'],
    [`/app/${OPI}/certificateDetails`, { opi: OPI }, 'Datos del acta de defunción · Sitio web familiar'],
    [`/app/memories/${OPI}`, { opi: OPI }, 'Obituario · Sitio web familiar'],
    ['/find/CFS', { home: 'CFS' }, 'Buscar a un ser querido · Sitio web familiar'],
    // A name stays as written.
    [`/name/eleanor-whitmore/${OPI}`, { opi: OPI }, 'Eleanor Whitmore · Sitio web familiar'],
  ])('%s -> %s', async (path, params, title) => {
    await localeStore.set('es');
    expect(pageTitle(path, params)).toBe(title);
  });
});
