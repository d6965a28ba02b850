import { lazy, Suspense, useState } from 'react';
import { Button } from '@mantine/core';
import { useLocation } from 'react-router';
import { MEMORIAL_TEXTS } from '@memorial/schema';
import { useT } from '../../app/i18n';
import { useSession } from '../../app/session';
import { useLatched } from '../../app/useLatched';

// A visitor's page loads no login form: its code comes when Login is pressed (issue 15).
const LoginModal = lazy(async () => ({ default: (await import('../../app/auth/LoginModal')).LoginModal }));
const ForgotPasswordModal = lazy(async () => ({ default: (await import('../../app/auth/ForgotPasswordModal')).ForgotPasswordModal }));

export interface MemorialLoginProps {
  /** firstname-lastname-obituary */
  slug: string;
  opi: string;
}

/**
 * The Login button of the memorial page (memorial-portal 2). After login the browser goes to /name/{slug}/{opi}
 * keeping the current query (the role redirects then show the family view). Signed in, the header's Sign Out is the
 * one sign-out control of the page (it stays on the public page: MemorialPage's signOutTo); nothing shows here.
 */
export function MemorialLogin({ slug, opi }: MemorialLoginProps) {
  const { role } = useSession();
  const { search } = useLocation();
  const [dialog, setDialog] = useState<'login' | 'forgot' | null>(null);
  // Once opened, the dialogs stay mounted (their closing transition plays, the form keeps what was typed).
  const wanted = useLatched(dialog !== null);
  const publicPath = `/name/${slug}/${opi}`;
  const t = useT();

  if (role) return null;
  return (
    <>
      <Button variant="outline" size="compact-md" onClick={() => setDialog('login')}>
        {t(MEMORIAL_TEXTS, 'login')}
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <LoginModal
            opened={dialog === 'login'}
            onClose={() => setDialog(null)}
            role="arranger"
            onForgotPassword={() => setDialog('forgot')}
            next={`${publicPath}${search}`}
          />
          <ForgotPasswordModal opened={dialog === 'forgot'} onClose={() => setDialog(null)} onBackToLogin={() => setDialog('login')} />
        </Suspense>
      )}
    </>
  );
}
