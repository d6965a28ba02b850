import { useEffect, useRef, useState, type ReactNode } from 'react';
import { ActionIcon, Button, Group, Stack, Title } from '@mantine/core';
import { MEMORIAL_TEXTS, MESSAGES } from '@memorial/schema';
import { useT } from '../../app/i18n';
import { CheckIcon, CopyIcon, FacebookIcon, MailIcon, QrIcon, XLogoIcon } from '../../app/icons';
import { LazyTooltip } from '../../app/LazyTooltip';
import { notifyError, notifySuccess } from '../../app/notify';
import { downloadAttachment } from '../../app/media/download';

/** The Copy Link tick goes back to the copy icon after 2 s (memorial-portal 9). */
export const COPY_TICK_MS = 2000;

export interface ShareWebsiteProps {
  /** The official page, absolute (Decedent.officialUrl): every share names the one official address. */
  url: string;
  name: string;
  opi: string;
}

/** Where each network takes a shared address (their public share endpoints; nothing is loaded from them here). */
export const shareLinks = (url: string, text: string) => {
  return {
    x: `https://twitter.com/intent/tweet?url=${encodeURIComponent(url)}&text=${encodeURIComponent(text)}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
    email: `mailto:?subject=${encodeURIComponent(text)}&body=${encodeURIComponent(`${text}: ${url}`)}`,
  };
};

/** The poster of the official page (gateway: GET /api/v1/decedent/{opi}/poster). */
export const posterPath = (opi: string) => `/api/v1/decedent/${encodeURIComponent(opi)}/poster`;

/** Share Website (memorial-portal 2): X, Facebook, e-mail, Copy Link, and the printable QR poster. */
export function ShareWebsite({ url, name, opi }: ShareWebsiteProps) {
  const t = useT();
  const links = shareLinks(url, t(MEMORIAL_TEXTS, 'shareText', { name }));
  const [copied, setCopied] = useState(false);
  const [printing, setPrinting] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
    } catch {
      notifyError(null);
      return;
    }
    notifySuccess(t(MESSAGES, 'websiteLinkCopied'));
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPY_TICK_MS);
  };

  const poster = async () => {
    setPrinting(true);
    await downloadAttachment(posterPath(opi), `${opi}-poster.pdf`);
    setPrinting(false);
  };

  const network = (label: string, href: string, icon: ReactNode) => (
    <LazyTooltip label={label} withArrow>
      <ActionIcon
        component="a"
        href={href}
        target={href.startsWith('mailto:') ? undefined : '_blank'}
        rel="noopener noreferrer"
        variant="default"
        size={40}
        radius="xl"
        aria-label={label}
      >
        {icon}
      </ActionIcon>
    </LazyTooltip>
  );

  return (
    <section className="decedent-card__section" aria-labelledby="share-website-heading">
      <Title order={2} id="share-website-heading" className="decedent-card__title">
        {t(MEMORIAL_TEXTS, 'shareWebsite')}
      </Title>
      <Stack gap="xs">
        <Group gap="xs" wrap="nowrap" className="share-website__networks">
          {network(t(MEMORIAL_TEXTS, 'shareOnX'), links.x, <XLogoIcon size={17} />)}
          {network(t(MEMORIAL_TEXTS, 'shareOnFacebook'), links.facebook, <FacebookIcon size={19} />)}
          {network(t(MEMORIAL_TEXTS, 'shareByEmail'), links.email, <MailIcon size={19} />)}
        </Group>
        <Button
          variant={copied ? 'filled' : 'default'}
          color={copied ? 'sage' : undefined}
          leftSection={copied ? <CheckIcon size={16} /> : <CopyIcon size={16} />}
          data-copied={copied || undefined}
          onClick={() => void copy()}
          fullWidth
        >
          {copied ? t(MESSAGES, 'websiteLinkCopied') : t(MEMORIAL_TEXTS, 'copyLink')}
        </Button>
        <Button variant="light" color="sage" leftSection={<QrIcon size={16} />} loading={printing} onClick={() => void poster()} fullWidth>
          {t(MEMORIAL_TEXTS, 'printPoster')}
        </Button>
      </Stack>
    </section>
  );
}
