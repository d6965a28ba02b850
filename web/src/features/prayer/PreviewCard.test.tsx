import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { ReactElement } from 'react';
import { createApolloClient } from '../../app/apollo';
import { AppProviders } from '../../app/AppProviders';
import { localeStore } from '../../app/i18n';
import { FakeWsClient } from '../../test/fakeWs';
import { PreviewCardButton, PrintCardButton, SubmitCardButton, type OutputCard } from './PreviewCard';
import { OPI } from './prayer.fixtures';

const field = (text: string) => ({
  type: 'content',
  subType: null,
  name: 'body',
  text,
  priority: 1,
  font: 'georgia',
  size: 18,
  bold: false,
  italic: false,
  underline: false,
  align: 'center',
  line: null,
});
const NAMES = ['Front Cover', 'Inside Left', 'Inside Right', 'Back Cover'];
const card = (over: Partial<OutputCard> = {}): OutputCard => ({
  imageURL: '/media/prayer/front.png?sig=f',
  isLocked: false,
  renderedPageURLs: [],
  printURL: null,
  pages: NAMES.map((name, index) => ({ index, name, imageURL: null, textFields: [field(`Text of ${name}`)] })),
  ...over,
});

function renderAt(path: string, element: ReactElement) {
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [path] });
  render(
    <AppProviders client={createApolloClient({ wsClient: new FakeWsClient() })} env="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return userEvent.setup();
}

afterEach(async () => {
  await localeStore.set('en');
});

describe('Preview Card', () => {
  it('the family: a carousel of the four pages drawn as on screen; Previous / Next and the arrow keys; the page name announced', async () => {
    const user = renderAt(`/app/${OPI}/prayerCreation`, <PreviewCardButton card={card()} staff={false} />);
    await user.click(screen.getByRole('button', { name: 'Preview Card' }));
    const dialog = await screen.findByRole('dialog', { name: 'Preview Card' });
    const name = within(dialog).getByTestId('preview-page-name');
    expect(name).toHaveAttribute('aria-live', 'polite');
    expect(name).toHaveTextContent('Page 1 Front Cover (1 of 4)');
    expect(within(dialog).getByRole('group', { name: 'Page 1 Front Cover' })).toHaveTextContent('Text of Front Cover');
    expect(within(dialog).getByRole('group', { name: 'Page 1 Front Cover' })).toHaveAttribute('aria-roledescription', 'slide');
    expect(within(dialog).getByRole('group', { name: 'Prayer card pages' })).toHaveAttribute('aria-roledescription', 'carousel');
    expect(within(dialog).getByRole('button', { name: 'Previous page' })).toHaveAttribute('aria-disabled', 'true');
    // The family gets no Print and no print-quality images.
    expect(within(dialog).queryByRole('link', { name: /Print/ })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('img')).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Next page' }));
    expect(name).toHaveTextContent('Page 2 Inside Left (2 of 4)');
    expect(within(dialog).getByRole('group', { name: 'Page 2 Inside Left' })).toHaveTextContent('Text of Inside Left');
    within(dialog).getByRole('button', { name: 'Next page' }).focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(name).toHaveTextContent('Page 4 Back Cover (4 of 4)');
    expect(within(dialog).getByRole('button', { name: 'Next page' })).toHaveAttribute('aria-disabled', 'true');
    expect(within(dialog).getByRole('button', { name: 'Next page' })).toHaveFocus();
    // Past the last page it stays there.
    await user.keyboard('{ArrowRight}');
    expect(name).toHaveTextContent('Page 4 Back Cover (4 of 4)');
    await user.keyboard('{ArrowLeft}');
    expect(name).toHaveTextContent('Page 3 Inside Right (3 of 4)');
  });

  it('in Spanish, a screen reader names the carousel and its slides in Spanish', async () => {
    await localeStore.set('es');
    const user = renderAt(`/app/${OPI}/prayerCreation`, <PreviewCardButton card={card()} staff={false} />);
    await user.click(screen.getByRole('button', { name: 'Ver la estampa' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ver la estampa' });
    const carousel = within(dialog).getByRole('group', { name: 'Páginas de la estampa conmemorativa' });
    expect(carousel).toHaveAttribute('aria-roledescription', 'carrusel');
    const slides = within(carousel).getAllByRole('group');
    expect(slides.map((slide) => slide.getAttribute('aria-roledescription'))).toEqual(['diapositiva']);
  });

  it('staff: the submitted print-quality pages, and Print opens the PDF', async () => {
    const rendered = [1, 2, 3, 4].map((n) => `/media/prayer/CS/template_${n}.png?sig=r`);
    const user = renderAt(
      `/admin/${OPI}/prayerCreation`,
      <PreviewCardButton card={card({ renderedPageURLs: rendered, printURL: '/media/prayer/CS/card.pdf?sig=p' })} staff />,
    );
    await user.click(screen.getByRole('button', { name: 'Preview Card' }));
    const dialog = await screen.findByRole('dialog', { name: 'Preview Card' });
    expect(within(dialog).getByRole('img', { name: 'Page 1 Front Cover, as it prints' })).toHaveAttribute('src', rendered[0]);
    await user.click(within(dialog).getByRole('button', { name: 'Next page' }));
    expect(within(dialog).getByRole('img', { name: 'Page 2 Inside Left, as it prints' })).toHaveAttribute('src', rendered[1]);
    const print = within(dialog).getByRole('link', { name: /^Print/ });
    expect(print).toHaveAttribute('href', '/media/prayer/CS/card.pdf?sig=p');
    expect(print).toHaveAttribute('target', '_blank');
  });
});

describe('Print and Submit', () => {
  it('staff Print is disabled until the family submits', () => {
    renderAt(`/admin/${OPI}/prayerCreation`, <PrintCardButton card={{ printURL: null }} locked={false} />);
    expect(screen.getByRole('button', { name: 'Print' })).toBeDisabled();
    expect(screen.getByText('Printable once the family submits the card.')).toBeInTheDocument();
  });

  it('staff Print is disabled when locked', () => {
    renderAt(`/admin/${OPI}/prayerCreation`, <PrintCardButton card={{ printURL: '/card.pdf' }} locked />);
    expect(screen.getByRole('button', { name: 'Print' })).toBeDisabled();
  });

  it('the family: Download printable card once submitted, nothing before, not while locked', () => {
    renderAt(
      `/app/${OPI}/prayerCreation`,
      <>
        <PrintCardButton card={{ printURL: '/card.pdf' }} locked={false} />
        <div data-testid="before">
          <PrintCardButton card={{ printURL: null }} locked={false} />
        </div>
        <div data-testid="locked">
          <PrintCardButton card={{ printURL: '/card.pdf' }} locked />
        </div>
      </>,
    );
    expect(screen.getByRole('link', { name: 'Download printable card' })).toHaveAttribute('href', '/card.pdf');
    expect(screen.getByTestId('before')).toBeEmptyDOMElement();
    expect(within(screen.getByTestId('locked')).queryByRole('link')).not.toBeInTheDocument();
  });

  it('Submit to Arranger is disabled when locked', () => {
    renderAt(`/app/${OPI}/prayerCreation`, <SubmitCardButton opi={OPI} card={card({ isLocked: true })} locked onSubmitted={() => {}} />);
    expect(screen.getByRole('button', { name: 'Submit to Arranger' })).toBeDisabled();
  });
});
