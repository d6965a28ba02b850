import { ActionIcon, Anchor, Box, Button, Group } from '@mantine/core';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { DIRECTORY_MESSAGES, FUNERAL_HOMES, LAYOUT_TEXTS, type MessageKey, type Role } from '@memorial/schema';
import { useT } from '../i18n';
import { LeafIcon, MoreIcon, SearchIcon } from '../icons';
import { LazyMenu } from '../LazyMenu';
import { homeFor, useSession } from '../session';
import { useSignOut } from '../useSignOut';
import { LanguageSwitch } from './LanguageSwitch';

export interface SiteHeaderProps {
  /** The funeral home the page belongs to; the main one by default. */
  homeName?: string;
  /** The funeral home's code on its public pages: a link to its obituary index (Find a loved one). */
  homeCode?: string;
  /** Where Sign Out leads instead of the landing screen. */
  signOutTo?: string;
}

export interface NavLink {
  /** Its text in the catalog. */
  label: MessageKey<typeof LAYOUT_TEXTS>;
  /** Missing when the link is shown disabled. */
  to?: string;
}

/** Navigation state that asks the landing screen to open its login, also when it is already shown. */
export const OPEN_LOGIN = { openLogin: true } as const;

/** The staff navigation of arrangements-portal 2.3. */
export const STAFF_NAV: readonly NavLink[] = [
  { label: 'memories', to: '/admin/memories' },
  { label: 'arrangementsSummary', to: '/admin/decedents' },
  { label: 'loginReport', to: '/admin/loginReport' },
  { label: 'userReport', to: '/admin/userReport' },
  { label: 'profile', to: '/admin/userProfile' },
];

/**
 * The links of arrangements-portal 2.3 for who is signed in and where: staff
 * get the staff navigation in /admin; the family frame has Home, My
 * Arrangements (when a decedent is in context) and Profile, the first and last
 * disabled for a cl-arranger (who works on the staff side).
 */
export function navLinks(role: Role | null, pathname: string, opi: string | null): NavLink[] {
  if (!role) return [];
  const staffFrame = pathname === '/admin' || pathname.startsWith('/admin/');
  if (role === 'admin' || (role === 'cl-arranger' && staffFrame)) return [...STAFF_NAV];
  const id = opi ? encodeURIComponent(opi) : null;
  if (role === 'cl-arranger') {
    return [
      { label: 'home' },
      ...(id ? [{ label: 'myArrangements', to: `/admin/${id}/arrangements` } as const] : []),
      { label: 'profile' },
    ];
  }
  return [
    { label: 'home', to: '/app' },
    ...(id ? [{ label: 'myArrangements', to: `/app/${id}/arrangements` } as const] : []),
    { label: 'profile', to: '/app/userProfile' },
  ];
}

/** The top bar of every screen: the funeral home, where to go, and Sign Out once signed in. */
export function SiteHeader({ homeName = FUNERAL_HOMES[0]!.name, homeCode, signOutTo }: SiteHeaderProps) {
  const t = useT();
  const { role, isNewUser } = useSession();
  const signOut = useSignOut();
  const { pathname } = useLocation();
  const params = useParams();
  const [search] = useSearchParams();
  const home = role ? homeFor(role, isNewUser) : '/';
  // The decedent in context: from the path, or the certificate page's ?opi=.
  const opi = params['opi'] ?? search.get('opi');
  const links = navLinks(role, pathname, opi);
  const current = (to?: string) => (to && to === pathname ? 'page' : undefined);

  return (
    <header className="site-header">
      <div className="site-header__inner">
        <SiteBrand home={home} homeName={homeName} />
        <Group gap="xs" wrap="nowrap" className="site-header__actions">
          {homeCode && <FindLink code={homeCode} />}
          {links.length > 0 && <MainNav links={links} current={current} />}
          {links.length > 0 && <MainNavMenu links={links} current={current} />}
          <LanguageSwitch />
          {role ? (
            <Button variant="outline" size="compact-md" onClick={() => void signOut(signOutTo ? { to: signOutTo } : undefined)}>
              {t(LAYOUT_TEXTS, 'signOut')}
            </Button>
          ) : (
            <Button component={Link} to="/" state={OPEN_LOGIN} variant="outline" size="compact-md">
              {t(LAYOUT_TEXTS, 'familyLogin')}
            </Button>
          )}
        </Group>
      </div>
    </header>
  );
}

/** Find a loved one: the funeral home's obituary index; an icon alone on narrow screens. */
function FindLink({ code }: { code: string }) {
  const to = `/find/${encodeURIComponent(code)}`;
  const t = useT();
  return (
    <>
      <Button
        component={Link}
        to={to}
        variant="subtle"
        color="stone.8"
        size="compact-md"
        leftSection={<SearchIcon size={16} />}
        visibleFrom="sm"
      >
        {t(DIRECTORY_MESSAGES, 'link')}
      </Button>
      <ActionIcon
        component={Link}
        to={to}
        variant="subtle"
        color="stone.8"
        size="lg"
        aria-label={t(DIRECTORY_MESSAGES, 'link')}
        hiddenFrom="sm"
      >
        <SearchIcon size={18} />
      </ActionIcon>
    </>
  );
}

/** The funeral home's mark and name, linking to the home screen of who is signed in. */
function SiteBrand({ home, homeName }: { home: string; homeName: string }) {
  const t = useT();
  return (
    <Anchor component={Link} to={home} underline="never" className="brand">
      <span className="brand__mark" aria-hidden>
        <LeafIcon size={20} />
      </span>
      <span className="brand__text">
        <span className="brand__name">{homeName}</span>
        <span className="brand__tagline">{t(LAYOUT_TEXTS, 'tagline')}</span>
      </span>
    </Anchor>
  );
}

interface MainNavProps {
  links: NavLink[];
  /** aria-current for a link's target: 'page' on the screen it leads to. */
  current: (to?: string) => 'page' | undefined;
}

/** The navigation as a row of buttons, on wide screens. */
function MainNav({ links, current }: MainNavProps) {
  const t = useT();
  return (
    <Group gap={4} wrap="nowrap" component="nav" aria-label={t(LAYOUT_TEXTS, 'mainNavigation')} visibleFrom="md">
      {links.map((link) =>
        link.to ? (
          <Button
            key={link.label}
            component={Link}
            to={link.to}
            variant="subtle"
            color="stone.8"
            size="compact-md"
            aria-current={current(link.to)}
          >
            {t(LAYOUT_TEXTS, link.label)}
          </Button>
        ) : (
          <Button key={link.label} variant="subtle" color="stone.8" size="compact-md" disabled>
            {t(LAYOUT_TEXTS, link.label)}
          </Button>
        ),
      )}
    </Group>
  );
}

/** The navigation as a Menu button, on narrow screens (its menu's code loads on first use). */
function MainNavMenu({ links, current }: MainNavProps) {
  const t = useT();
  return (
    <LazyMenu
      position="bottom-end"
      width={240}
      shadow="md"
      target={
        <Button
          variant="subtle"
          color="stone.8"
          size="compact-md"
          hiddenFrom="md"
          leftSection={<MoreIcon size={16} />}
          aria-label={t(LAYOUT_TEXTS, 'menu')}
        >
          {/* On the narrowest screens the icon alone, so that the longer Spanish words still fit the bar. */}
          <Box component="span" visibleFrom="xs">
            {t(LAYOUT_TEXTS, 'menu')}
          </Box>
        </Button>
      }
      dropdown={(Menu) => (
        <Menu.Dropdown aria-label={t(LAYOUT_TEXTS, 'mainNavigation')}>
          {links.map((link) =>
            link.to ? (
              <Menu.Item key={link.label} component={Link} to={link.to} aria-current={current(link.to)}>
                {t(LAYOUT_TEXTS, link.label)}
              </Menu.Item>
            ) : (
              <Menu.Item key={link.label} disabled>
                {t(LAYOUT_TEXTS, link.label)}
              </Menu.Item>
            ),
          )}
        </Menu.Dropdown>
      )}
    />
  );
}
