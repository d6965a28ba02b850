import { useState } from 'react';
import { Badge, Button, Group, Image, Modal, SimpleGrid, Skeleton, Stack, Text, UnstyledButton } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useMutation, useQuery } from '@apollo/client/react';
import { PRAYER_MESSAGES, PRAYER_SCREEN_TEXTS as S } from '@memorial/schema';
import { useLocale, useT } from '../../app/i18n';
import { graphql } from '../../gql';
import { outputCard, type PrayerOutputCard } from './cardFragment';
import { notifySuccess } from '../../app/notify';
import { CustomImageUpload } from './CustomImageUpload';

export const PrayerTemplatesQuery = graphql(`
  query PrayerCardTemplatesWeb {
    prayerCardTemplates {
      id
      templateId
      name
      thumbnailURL
    }
  }
`);

export const ChoosePrayerTemplateMutation = graphql(`
  mutation ChoosePrayerTemplateWeb($opi: String!, $templateId: Int!, $version: Int, $language: String) {
    choosePrayerTemplate(opi: $opi, templateId: $templateId, version: $version, language: $language) {
      message
      card {
        ...PrayerOutput_card
      }
    }
  }
`);

/** What the chooser reads of the card: which template (or the family's own photo) it has. */
export interface ChooserCard {
  templateId?: number | null;
  templateName?: string | null;
  isCustom: boolean;
  /** The card's version: a new template or photo replaces the card as shown, not one saved since (issue 27). */
  version?: number;
}

export interface TemplateChooserProps {
  opi: string;
  card: ChooserCard | null | undefined;
  locked: boolean;
  onChosen: (card: PrayerOutputCard) => void;
}

/**
 * Step 1 of the prayer card (arrangements-portal 2.6): with no card yet, the grid of templates and the way
 * to upload one's own photo; with one, 'Change Prayer Card', which asks first (the card's text is replaced
 * by the new template's) and then offers the same choice. Locked: nothing can be changed.
 */
export function TemplateChooser({ opi, card, locked, onChosen }: TemplateChooserProps) {
  const phone = useMediaQuery('(max-width: 576px)') ?? false;
  const hasCard = Boolean(card && (card.templateId != null || card.isCustom));
  const [asking, setAsking] = useState(false);
  const [choosing, setChoosing] = useState(false);
  const t = useT();

  const chosen = (next: PrayerOutputCard) => {
    setChoosing(false);
    onChosen(next);
  };

  if (!hasCard) return <TemplateGrid opi={opi} version={card?.version} currentId={null} locked={locked} onChosen={chosen} />;

  return (
    <>
      <Group gap="sm" wrap="wrap">
        <Text>
          {card?.isCustom ? (
            t(S, 'ownPhoto')
          ) : (
            <>
              {t(S, 'yourCardIs')} <strong>{card?.templateName}</strong>
            </>
          )}
        </Text>
        <Button variant="outline" disabled={locked} onClick={() => setAsking(true)}>
          {t(S, 'changeCard')}
        </Button>
      </Group>
      <Modal opened={asking} onClose={() => setAsking(false)} title={t(PRAYER_MESSAGES, 'changeConfirmTitle')} centered>
        <Text mb="lg">{t(PRAYER_MESSAGES, 'changeConfirm')}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setAsking(false)}>
            {t(S, 'cancel')}
          </Button>
          <Button
            onClick={() => {
              setAsking(false);
              setChoosing(true);
            }}
          >
            {t(S, 'yesChange')}
          </Button>
        </Group>
      </Modal>
      <Modal opened={choosing} onClose={() => setChoosing(false)} title={t(S, 'chooseTitle')} size="xl" fullScreen={phone}>
        <TemplateGrid
          opi={opi}
          version={card?.version}
          currentId={card?.isCustom ? null : (card?.templateId ?? null)}
          locked={locked}
          onChosen={chosen}
        />
      </Modal>
    </>
  );
}

interface TemplateOptionProps {
  template: { templateId: number; name: string; thumbnailURL: string };
  current: boolean;
  disabled: boolean;
  locked: boolean;
  pending: boolean;
  onPick: () => void;
}

/** One template of the grid: its thumbnail and name, marked 'Your card' when it is the one chosen. */
function TemplateOption({ template, current, disabled, locked, pending, onPick }: TemplateOptionProps) {
  const t = useT();
  return (
    <li>
      <UnstyledButton
        className="prayer-template"
        onClick={onPick}
        disabled={disabled || current}
        aria-pressed={current}
        aria-busy={pending}
        // The current card is named by what it shows (its name and 'Your card'); the others say what a press does.
        aria-label={current ? undefined : t(S, 'chooseTemplate', { name: template.name })}
        style={{
          display: 'block',
          width: '100%',
          borderRadius: 8,
          opacity: locked ? 0.6 : 1,
          cursor: locked || current ? 'default' : 'pointer',
        }}
      >
        <Image
          src={template.thumbnailURL}
          alt=""
          radius="sm"
          style={{
            aspectRatio: '456 / 775',
            objectFit: 'cover',
            width: '100%',
            border: current ? '3px solid var(--mantine-color-teal-9)' : '1px solid var(--mantine-color-gray-4)',
          }}
        />
        <Group gap={4} mt={6} justify="space-between" wrap="wrap">
          <Text size="sm" fw={600} lineClamp={2}>
            {template.name}
          </Text>
          {current && (
            <Badge color="teal.9" variant="filled" size="sm" style={{ flex: 'none' }}>
              {t(S, 'yourCard')}
            </Badge>
          )}
        </Group>
      </UnstyledButton>
    </li>
  );
}

/** The templates as a grid of buttons (thumbnail and name; 2 columns on a phone), and the photo upload. */
function TemplateGrid({
  opi,
  version,
  currentId,
  locked,
  onChosen,
}: {
  opi: string;
  version: number | undefined;
  currentId: number | null;
  locked: boolean;
  onChosen: (card: PrayerOutputCard) => void;
}) {
  const { data } = useQuery(PrayerTemplatesQuery, { fetchPolicy: 'cache-first' });
  const [choose, { loading }] = useMutation(ChoosePrayerTemplateMutation);
  const [pending, setPending] = useState<number | null>(null);
  const t = useT();
  const locale = useLocale();

  // A card started (or started again) from a template is in the language it is chosen in.
  const pick = async (templateId: number) => {
    setPending(templateId);
    try {
      const res = await choose({ variables: { opi, templateId, version, language: locale } });
      if (res.data) {
        notifySuccess(res.data.choosePrayerTemplate.message);
        onChosen(outputCard(res.data.choosePrayerTemplate.card));
      }
    } catch {
      // The app's error handling has shown the server's words.
    } finally {
      setPending(null);
    }
  };

  return (
    <Stack gap="lg">
      <section aria-labelledby="prayer-templates-title">
        <Text component="h3" id="prayer-templates-title" fw={600} mb="sm">
          {t(S, 'chooseCard')}
        </Text>
        {!data ? (
          <Skeleton height={260} radius="md" aria-busy="true" aria-label={t(S, 'loadingCards')} />
        ) : (
          <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing={{ base: 'sm', sm: 'lg' }} component="ul" className="plain-list">
            {data.prayerCardTemplates.map((template) => (
              <TemplateOption
                key={template.id}
                template={template}
                current={currentId === template.templateId}
                disabled={locked || loading}
                locked={locked}
                pending={pending === template.templateId}
                onPick={() => void pick(template.templateId)}
              />
            ))}
          </SimpleGrid>
        )}
      </section>
      <section aria-labelledby="prayer-photo-title">
        <Text component="h3" id="prayer-photo-title" fw={600} mb="sm">
          {t(S, 'orUpload')}
        </Text>
        <CustomImageUpload opi={opi} version={version} locked={locked} onUploaded={onChosen} />
      </section>
    </Stack>
  );
}
