import { describe, expect, it } from 'vitest';
import { graphql, HttpResponse } from 'msw';
import { SSO_ERRORS, SSO_MESSAGES } from '@memorial/schema';
import { renderApp, screen } from '../../test/render';
import { server } from '../../test/server';
import { sessionStore } from '../../app/session';

const settings = (enabled: boolean) =>
  graphql.query('SsoSettings', () =>
    HttpResponse.json({ data: { ssoSettings: { __typename: 'SsoSettings', enabled, startPath: '/api/v1/auth/sso/start' } } }),
  );

describe('single sign-on on the login screens', () => {
  it('without an identity provider, ?onePortal=true simply shows the password login', async () => {
    server.use(settings(false));
    renderApp('/cl-arranger?onePortal=true');
    expect(await screen.findByRole('dialog', { name: 'Staff Login' })).toBeInTheDocument();
    expect(screen.queryByText(SSO_MESSAGES.redirecting)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: SSO_MESSAGES.retry })).not.toBeInTheDocument();
  });

  it("a failed sign-in shows the failure's sentence, not the login dialog, with a way to try again", async () => {
    server.use(settings(true));
    renderApp('/cl-arranger?onePortal=true&ssoError=state');
    expect(await screen.findByText(SSO_ERRORS.state)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: SSO_MESSAGES.retry })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Staff Login' })).not.toBeInTheDocument();
  });

  it('an unknown ssoError code shows nothing of it', async () => {
    server.use(settings(false));
    renderApp('/cl-arranger?onePortal=true&ssoError=%3Cscript%3E');
    expect(await screen.findByRole('dialog', { name: 'Staff Login' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('/sso trades the ticket for the session and lands on the case; a used ticket ends on the login screen', async () => {
    server.use(
      graphql.mutation('SsoSignIn', ({ variables }) =>
        variables['ticket'] === 'good'
          ? HttpResponse.json({
              data: {
                ssoSignIn: {
                  __typename: 'LoginResult',
                  token: 'sso-token',
                  role: 'cl_arranger',
                  isNewUser: false,
                  expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
                },
              },
            })
          : HttpResponse.json({ errors: [{ message: SSO_MESSAGES.ticketInvalid, extensions: { code: 'BAD_USER_INPUT' } }] }),
      ),
      settings(true),
    );
    const first = renderApp(`/sso?ticket=good&to=${encodeURIComponent('/admin/CS-1000-0001/arrangements?onePortal=true')}`);
    await expect.poll(() => sessionStore.get().token).toBe('sso-token');
    expect(sessionStore.get().role).toBe('cl-arranger');
    await expect.poll(() => first.currentPath()).toBe('/admin/CS-1000-0001/arrangements');
    first.unmount();
    sessionStore.clear();

    const second = renderApp('/sso?ticket=used&to=%2Fadmin');
    expect(await screen.findByText(SSO_ERRORS.expired)).toBeInTheDocument();
    expect(second.currentPath()).toBe('/cl-arranger');
  });
});
