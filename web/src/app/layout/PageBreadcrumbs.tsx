import { ActionIcon, Anchor, Breadcrumbs, Group, Text } from '@mantine/core';
import { Link, useLocation, useNavigate } from 'react-router';
import { APP_TEXTS } from '@memorial/schema';
import { useT } from '../i18n';
import { ArrowLeftIcon } from '../icons';

export interface Crumb {
  label: string;
  /** Omitted for the current page. */
  to?: string;
  /** The current page, when the spec gives its crumb a link too: shown as that link, and the back link skips it. */
  current?: boolean;
}

/** A breadcrumb trail with a back link: to the previous crumb, or back in history on the first screen. */
export function PageBreadcrumbs({ items }: { items: Crumb[] }) {
  const navigate = useNavigate();
  const t = useT();
  const location = useLocation();
  const parent = [...items].reverse().find((c) => c.to && !c.current);
  const canGoBack = !!parent || location.key !== 'default';

  return (
    <Group gap="xs" wrap="nowrap" className="crumbs" component="nav" aria-label={t(APP_TEXTS, 'breadcrumb')}>
      {parent?.to ? (
        <ActionIcon
          component={Link}
          to={parent.to}
          variant="subtle"
          color="stone.8"
          radius="xl"
          aria-label={t(APP_TEXTS, 'backTo', { page: parent.label })}
        >
          <ArrowLeftIcon />
        </ActionIcon>
      ) : (
        canGoBack && (
          <ActionIcon variant="subtle" color="stone.8" radius="xl" aria-label={t(APP_TEXTS, 'back')} onClick={() => navigate(-1)}>
            <ArrowLeftIcon />
          </ActionIcon>
        )
      )}
      <Breadcrumbs separator="›" separatorMargin={6}>
        {items.map((item) =>
          item.to ? (
            <Anchor key={item.label} component={Link} to={item.to} size="sm" c="sage.8" aria-current={item.current ? 'page' : undefined}>
              {item.label}
            </Anchor>
          ) : (
            <Text key={item.label} size="sm" c="stone.7" aria-current="page">
              {item.label}
            </Text>
          ),
        )}
      </Breadcrumbs>
    </Group>
  );
}
