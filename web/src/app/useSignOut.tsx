import { useCallback } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import { MESSAGES, t } from '@memorial/schema';
import { graphql } from '../gql';
import { notifySuccess } from './notify';
import { sessionStore } from './session';

const LogoutMutation = graphql(`
  mutation Logout {
    logout {
      message
    }
  }
`);

/** A cl-arranger's sign-out: a session opened through the identity provider answers the provider's end-session URL. */
const SsoLogoutMutation = graphql(`
  mutation SsoLogout {
    ssoLogout {
      message
      endSessionUrl
    }
  }
`);

export interface SignOutOptions {
  /** The session already ended on the server (expired): do not call it. */
  expired?: boolean;
  /** Coming from a session dialog: the landing screen opens the login again. */
  loginAgain?: boolean;
  /** Where to go instead of the landing screen (the memorial page's Log out stays on the public page). */
  to?: string;
}

/**
 * LOGOUT: clears the storages and cookies, forgets cached data, tells the
 * gateway to end the token (unless it already has) and goes to the landing screen.
 */
export function useSignOut(): (options?: SignOutOptions) => Promise<void> {
  const client = useApolloClient();
  const navigate = useNavigate();
  return useCallback(
    async ({ expired = false, loginAgain = false, to = '/' }: SignOutOptions = {}) => {
      const { token, role } = sessionStore.get();
      sessionStore.clear({ signedOut: !loginAgain });
      await client.clearStore();
      navigate(to, { replace: true });
      if (expired || !token) return;
      let message: string = t(MESSAGES, 'loggedOut');
      if (role === 'cl-arranger') {
        // A cl-arranger also signs out of the identity provider (memorial-portal 4), which then returns to /cl-arranger.
        try {
          const result = await client.mutate({
            mutation: SsoLogoutMutation,
            context: { silent: true, headers: { authorization: `Bearer ${token}` } },
          });
          const endSessionUrl = result.data?.ssoLogout.endSessionUrl;
          if (endSessionUrl) {
            window.location.assign(endSessionUrl);
            return;
          }
          notifySuccess(result.data?.ssoLogout.message ?? message);
        } catch {
          notifySuccess(message);
        }
        return;
      }
      try {
        const result = await client.mutate({
          mutation: LogoutMutation,
          context: { silent: true, headers: { authorization: `Bearer ${token}` } },
        });
        message = result.data?.logout.message ?? message;
      } catch {
        // The local session is gone either way; the token ends on its own.
      }
      notifySuccess(message);
    },
    [client, navigate],
  );
}
