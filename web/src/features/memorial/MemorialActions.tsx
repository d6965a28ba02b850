import type { ComponentType } from 'react';
import { Switch, UnstyledButton } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { MEMORIAL_TEXTS } from '@memorial/schema';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import { useT } from '../../app/i18n';
import { ArrowLeftIcon, BookIcon, DirectionsIcon, ExternalIcon, HeartIcon, PanoramaIcon, PinIcon } from '../../app/icons';
import type { MenuParts } from '../../app/LazyMenu';
import { homeFor, useSession } from '../../app/session';
import { directionsUrl, panoramaUrl } from './location';
import { usePagePrivacy } from '../../app/memorial/usePagePrivacy';

export const MemorialActionsFragment = graphql(`
  fragment MemorialActions_decedent on Decedent {
    id
    opi
    isPrivate
    hasAccess
    cemeteryLocation {
      id
      propertyName
      address
      latitude
      longitude
      geoJson {
        type
        coordinates
      }
    }
  }
`);

type Action =
  | { key: string; label: string; icon: ComponentType<{ size?: number }>; kind: 'button'; onClick: () => void }
  | { key: string; label: string; icon: ComponentType<{ size?: number }>; kind: 'external'; href: string }
  | { key: string; label: string; icon: ComponentType<{ size?: number }>; kind: 'link'; to: string };

export type MemorialActionsProps = {
  decedent: FragmentType<typeof MemorialActionsFragment>;
  onObituary: () => void;
  onBurialLocation: () => void;
} &
  /** The left list on wide screens. */
  (
    | { variant: 'list' }
    /** The items of the page's More menu, built with its loaded parts (LazyMenu). */
    | { variant: 'menu'; Menu: MenuParts }
  );

/** The actions list of the memorial page (memorial-portal section 2). */
export function MemorialActions(props: MemorialActionsProps) {
  const { decedent: ref, onObituary, onBurialLocation } = props;
  const { id, opi, isPrivate, hasAccess, cemeteryLocation } = getFragmentData(MemorialActionsFragment, ref);
  const { pathname } = useLocation();
  const { role, isNewUser } = useSession();
  const privacy = usePagePrivacy(id, opi);
  const t = useT();
  // Set obituary to private: for the signed-in family with access to the website (the owner).
  const owner = role === 'arranger' && hasAccess;

  const actions: Action[] = [
    { key: 'obituary', label: t(MEMORIAL_TEXTS, 'actionObituary'), icon: BookIcon, kind: 'button', onClick: onObituary },
  ];
  if (cemeteryLocation) {
    actions.push({ key: 'burial', label: t(MEMORIAL_TEXTS, 'burialLocation'), icon: PinIcon, kind: 'button', onClick: onBurialLocation });
    const directions = directionsUrl(cemeteryLocation);
    if (directions)
      actions.push({
        key: 'directions',
        label: t(MEMORIAL_TEXTS, 'getDirections'),
        icon: DirectionsIcon,
        kind: 'external',
        href: directions,
      });
    const panorama = panoramaUrl(cemeteryLocation);
    if (panorama)
      actions.push({ key: 'panorama', label: t(MEMORIAL_TEXTS, 'panorama'), icon: PanoramaIcon, kind: 'external', href: panorama });
  }
  actions.push({
    key: 'share',
    label: t(MEMORIAL_TEXTS, 'shareMemory'),
    icon: HeartIcon,
    kind: 'link',
    to: `${pathname.replace(/\/+$/, '')}/share`,
  });
  if (role)
    actions.push({
      key: 'portal',
      label: t(MEMORIAL_TEXTS, 'backToPortal'),
      icon: ArrowLeftIcon,
      kind: 'link',
      to: homeFor(role, isNewUser),
    });

  const privacyProps = { owner, isPrivate, privacy };
  if (props.variant === 'menu') return <ActionMenuItems actions={actions} Menu={props.Menu} {...privacyProps} />;
  return <ActionList actions={actions} {...privacyProps} />;
}

interface ActionsViewProps {
  actions: Action[];
  /** The signed-in family with access to the website, who may set the page private. */
  owner: boolean;
  isPrivate: boolean;
  privacy: ReturnType<typeof usePagePrivacy>;
}

/** The actions as the items of the page's More menu. */
function ActionMenuItems({ actions, owner, isPrivate, privacy, Menu }: ActionsViewProps & { Menu: MenuParts }) {
  const t = useT();
  const label = t(MEMORIAL_TEXTS, 'privacy');
  return (
    <>
      {owner && (
        // Menu items are always role menuitem: the state is read out as On / Off after the label.
        <Menu.Item
          aria-label={t(MEMORIAL_TEXTS, 'privacyState', { label, on: isPrivate })}
          closeMenuOnClick={false}
          disabled={privacy.saving}
          onClick={() => privacy.set(!isPrivate)}
          rightSection={<Switch size="xs" checked={isPrivate} readOnly tabIndex={-1} aria-hidden />}
        >
          {label}
        </Menu.Item>
      )}
      {actions.map((a) => {
        const Icon = a.icon;
        const icon = <Icon size={16} />;
        if (a.kind === 'button')
          return (
            <Menu.Item key={a.key} leftSection={icon} onClick={a.onClick}>
              {a.label}
            </Menu.Item>
          );
        if (a.kind === 'external')
          return (
            <Menu.Item
              key={a.key}
              leftSection={icon}
              component="a"
              href={a.href}
              target="_blank"
              rel="noopener noreferrer"
              rightSection={<ExternalIcon size={14} />}
            >
              {a.label}
            </Menu.Item>
          );
        return (
          <Menu.Item key={a.key} leftSection={icon} component={Link} to={a.to}>
            {a.label}
          </Menu.Item>
        );
      })}
    </>
  );
}

/** The actions as the left list on wide screens. */
function ActionList({ actions, owner, isPrivate, privacy }: ActionsViewProps) {
  const t = useT();
  return (
    <nav aria-label={t(MEMORIAL_TEXTS, 'memorialActions')} className="memorial-actions">
      <ul>
        {owner && (
          <li className="memorial-actions__privacy">
            <Switch
              label={t(MEMORIAL_TEXTS, 'privacy')}
              checked={isPrivate}
              disabled={privacy.saving}
              onChange={(e) => privacy.set(e.currentTarget.checked)}
            />
          </li>
        )}
        {actions.map((a) => {
          const Icon = a.icon;
          const inner = (
            <>
              <span className="memorial-actions__icon" aria-hidden>
                <Icon size={18} />
              </span>
              <span className="memorial-actions__label">{a.label}</span>
              {a.kind === 'external' && (
                <span className="memorial-actions__external" aria-hidden>
                  <ExternalIcon size={14} />
                </span>
              )}
            </>
          );
          return (
            <li key={a.key}>
              {a.kind === 'button' ? (
                <UnstyledButton className="memorial-actions__item" onClick={a.onClick}>
                  {inner}
                </UnstyledButton>
              ) : a.kind === 'external' ? (
                <a className="memorial-actions__item" href={a.href} target="_blank" rel="noopener noreferrer">
                  {inner}
                  <span className="visually-hidden"> {t(MEMORIAL_TEXTS, 'opensInNewTab')}</span>
                </a>
              ) : (
                <Link className="memorial-actions__item" to={a.to}>
                  {inner}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
