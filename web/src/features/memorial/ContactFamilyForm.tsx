import { lazy, useId, useState } from 'react';
import { Collapse, Title, UnstyledButton } from '@mantine/core';
import { MEMORIAL_TEXTS } from '@memorial/schema';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import { useT } from '../../app/i18n';
import { ChevronRightIcon } from '../../app/icons';
import { FormSkeleton } from '../../app/FormSkeleton';
import { NearScreen } from '../../app/NearScreen';
import '../../app/memorial/contact.css';

const ContactFamilyMessage = lazy(async () => ({ default: (await import('./ContactFamilyMessage')).ContactFamilyMessage }));

export const ContactFamilyFragment = graphql(`
  fragment ContactFamilyForm_decedent on Decedent {
    id
    opi
    contactFamilyOpen
  }
`);

export interface ContactFamilyFormProps {
  decedent: FragmentType<typeof ContactFamilyFragment>;
}

/**
 * Contact Family (memorial-portal 2, 4 Forms, 5): a collapsible section with the visitor's message to the family
 * arrangers, whose code loads when the section comes near the screen. Shown only when the gateway says the form is
 * open to this viewer.
 */
export function ContactFamilyForm({ decedent: ref }: ContactFamilyFormProps) {
  const { opi, contactFamilyOpen } = getFragmentData(ContactFamilyFragment, ref);
  const [opened, setOpened] = useState(true);
  const panelId = useId();
  const t = useT();
  if (!contactFamilyOpen) return null;

  return (
    <section className="memorial-section contact-family" aria-labelledby={`${panelId}-heading`}>
      <Title order={2} id={`${panelId}-heading`} className="memorial-section__title">
        <UnstyledButton
          className="contact-family__toggle"
          aria-expanded={opened}
          aria-controls={panelId}
          onClick={() => setOpened((o) => !o)}
        >
          <span>{t(MEMORIAL_TEXTS, 'contactFamily')}</span>
          <span className={opened ? 'contact-family__chevron contact-family__chevron--open' : 'contact-family__chevron'} aria-hidden>
            <ChevronRightIcon size={18} />
          </span>
        </UnstyledButton>
      </Title>
      <Collapse expanded={opened} id={panelId}>
        <NearScreen fallback={<FormSkeleton rows={['text', 'text', 'field', 'area', 'note']} />}>
          <ContactFamilyMessage opi={opi} />
        </NearScreen>
      </Collapse>
    </section>
  );
}
