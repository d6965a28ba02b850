import { Anchor, Button, Group } from '@mantine/core';
import { Link } from 'react-router';
import { FUNERAL_HOMES } from '@memorial/schema';
import { LeafIcon } from '../icons';
import { homeFor, isStaffRole, useSession } from '../session';
import { useSignOut } from '../useSignOut';

export interface SiteHeaderProps {
  /** The funeral home the page belongs to; the main one by default. */
  homeName?: string;
}

/** The top bar of every screen: the funeral home, where to go, and Sign Out once signed in. */
export function SiteHeader({ homeName = FUNERAL_HOMES[0]!.name }: SiteHeaderProps) {
  const { role, isNewUser } = useSession();
  const signOut = useSignOut();
  const home = role ? homeFor(role, isNewUser) : '/';

  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Anchor component={Link} to={home} underline="never" className="brand" aria-label={`${homeName}, home`}>
          <span className="brand__mark" aria-hidden>
            <LeafIcon size={20} />
          </span>
          <span className="brand__text">
            <span className="brand__name">{homeName}</span>
            <span className="brand__tagline">Family Website &amp; Arrangements</span>
          </span>
        </Anchor>
        <Group gap="xs" wrap="nowrap" component="nav" aria-label="Account">
          {role === 'arranger' && (
            <Button component={Link} to="/app" variant="subtle" color="stone.8" size="compact-md" visibleFrom="xs">
              My Arrangements
            </Button>
          )}
          {isStaffRole(role) && (
            <Button component={Link} to="/admin" variant="subtle" color="stone.8" size="compact-md" visibleFrom="xs">
              Staff Area
            </Button>
          )}
          {role ? (
            <Button variant="outline" size="compact-md" onClick={() => void signOut()}>
              Sign Out
            </Button>
          ) : (
            <Button component={Link} to="/" variant="outline" size="compact-md">
              Family Login
            </Button>
          )}
        </Group>
      </div>
    </header>
  );
}
