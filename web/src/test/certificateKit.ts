// Shared set-up of the certificate page tests: the page query, the state and county lists, and recorded mutations.
import { graphql, HttpResponse } from 'msw';
import { waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { UserEvent } from '@testing-library/user-event';
import { server } from './server';
import { certificate as certificateFixture, headerDecedent, referenceData } from './arrangementFixtures';
import { addressListHandlers } from './addressLists';

export interface Recorded {
  name: string;
  variables: Record<string, unknown>;
}

/** The page query and its lists; answers the certificate given (a function to change it between calls). */
export function mockCertificatePage({
  certificate = certificateFixture(),
  decedent = headerDecedent(),
}: { certificate?: unknown | (() => unknown); decedent?: unknown } = {}) {
  server.use(
    graphql.query('CertificatePage', () =>
      HttpResponse.json({
        data: {
          decedent,
          certificate: typeof certificate === 'function' ? (certificate as () => unknown)() : certificate,
          referenceData: referenceData(),
        },
      }),
    ),
    ...addressListHandlers(),
  );
}

const FIELD_OF: Record<string, string> = {
  SavePrimaryInfo: 'savePrimaryInfo',
  SaveResidentInfo: 'saveResidentInfo',
  SaveEthnicityInfo: 'saveEthnicityInfo',
  SaveEducationInfo: 'saveEducationInfo',
  SaveVeteranInfo: 'saveVeteranInfo',
  SaveParentInfo: 'saveParentInfo',
  SaveNotifierInfo: 'saveNotifierInfo',
  SaveNextOfKin: 'saveNextOfKin',
};

/**
 * A section save that succeeds: records the variables and answers the message,
 * whether it was the first save, and the certificate after it.
 */
export function mockSave(
  operation: keyof typeof FIELD_OF,
  answer: { message: string; firstSave?: boolean; certificate?: unknown | ((variables: Record<string, unknown>) => unknown) },
) {
  const calls: Recorded[] = [];
  server.use(
    graphql.mutation(operation, ({ variables }) => {
      calls.push({ name: operation, variables });
      const cert =
        typeof answer.certificate === 'function'
          ? (answer.certificate as (v: Record<string, unknown>) => unknown)(variables)
          : (answer.certificate ?? certificateFixture());
      return HttpResponse.json({
        data: {
          [FIELD_OF[operation]!]: {
            __typename: 'SectionSaveResult',
            message: answer.message,
            firstSave: answer.firstSave ?? false,
            certificate: cert,
          },
        },
      });
    }),
  );
  return calls;
}

/**
 * The form of one numbered card, once the page has loaded and built it all (the forms come one after another). Found by
 * its accessible name as written (aria-label), not by a role query: a role query works out the role of every element
 * of the page (some 3,000 once the eight forms are built, five country lists of 251 options among them) again on each
 * change of the page while it is built, which made the last form take over 30 s to find on a loaded machine.
 */
export async function findForm(name: string): Promise<HTMLElement> {
  const form = await waitFor(
    () => {
      const found = [...document.querySelectorAll<HTMLFormElement>('form[aria-label]')].find((f) => f.getAttribute('aria-label') === name);
      if (!found) throw new Error(`No form named ${name}`);
      return found;
    },
    { timeout: 30_000 },
  );
  await waitFor(() => expect(form).not.toHaveAttribute('aria-busy'), { timeout: 30_000 });
  return form;
}

/** Picks an option of a select inside a container, by its text. */
export async function choose(user: UserEvent, container: HTMLElement, label: string | RegExp, option: string) {
  const select = within(container).getByRole('combobox', { name: label }) as HTMLSelectElement;
  const value = [...select.options].find((o) => o.textContent === option)?.value;
  if (value === undefined)
    throw new Error(`no option ${option} in ${String(label)}: ${[...select.options].map((o) => o.textContent).join(', ')}`);
  await user.selectOptions(select, value);
}

/** The options a select offers, without its empty first one. */
export function optionsOf(container: HTMLElement, label: string | RegExp): string[] {
  const select = within(container).getByRole('combobox', { name: label }) as HTMLSelectElement;
  return [...select.options].filter((o) => o.value !== '').map((o) => o.textContent ?? '');
}

/** The text of the option a select shows. */
export function chosen(container: HTMLElement, label: string | RegExp): string {
  const select = within(container).getByRole('combobox', { name: label }) as HTMLSelectElement;
  return select.value ? (select.selectedOptions[0]?.textContent ?? '') : '';
}
