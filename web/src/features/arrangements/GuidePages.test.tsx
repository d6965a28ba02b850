import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { within } from '@testing-library/react';
import { renderApp, screen, signInAs } from '../../test/render';
import { APP_TEXTS, translate } from '@memorial/schema';
import { localeStore } from '../../app/i18n';

const crumbs = () => screen.getByRole('navigation', { name: 'Breadcrumb' });
const headings = () =>
  within(screen.getByRole('main'))
    .getAllByRole('heading', { level: 2 })
    .map((h) => h.textContent);

describe('What to Expect and What to Bring', () => {
  it('What to Expect has the welcome list and the arrangement meeting, under Dashboard > Arrangements Summary', async () => {
    signInAs('arranger');
    renderApp('/app/CS-1000-0001/whatToExpect');
    expect(await screen.findByRole('heading', { level: 1, name: 'What to Expect' })).toBeInTheDocument();
    expect(headings()).toEqual(['Welcome', 'At the arrangement meeting', 'In the days after']);
    const welcome = screen.getByRole('region', { name: 'Welcome' });
    expect(within(welcome).getAllByRole('listitem').length).toBeGreaterThan(2);
    expect(
      within(screen.getByRole('region', { name: 'At the arrangement meeting' })).getByText('The death certificate'),
    ).toBeInTheDocument();

    expect(crumbs()).toHaveTextContent('Dashboard›Arrangements Summary›What to Expect');
    expect(within(crumbs()).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/obituaries/app');
    expect(within(crumbs()).getByRole('link', { name: 'Arrangements Summary' })).toHaveAttribute(
      'href',
      '/obituaries/app/CS-1000-0001/arrangements',
    );
    expect(screen.getByRole('link', { name: 'Next: What to Bring' })).toHaveAttribute('href', '/obituaries/app/CS-1000-0001/whatToBring');
  });

  it('What to Bring lists the documents and items to bring and the uses of certified copies', async () => {
    signInAs('arranger');
    renderApp('/app/CS-1000-0001/whatToBring');
    expect(await screen.findByRole('heading', { level: 1, name: 'What to Bring' })).toBeInTheDocument();
    expect(headings()).toEqual(['Documents and information', 'Personal items', 'What certified death certificates are for']);
    expect(
      within(screen.getByRole('region', { name: 'Documents and information' })).getByText(/Military discharge papers \(DD-214\)/),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'What certified death certificates are for' })).getByText(
        'Life insurance claims and annuities',
      ),
    ).toBeInTheDocument();

    expect(crumbs()).toHaveTextContent('Dashboard›Arrangements Summary›What to Bring');
    expect(within(crumbs()).getByRole('link', { name: 'Arrangements Summary' })).toHaveAttribute(
      'href',
      '/obituaries/app/CS-1000-0001/arrangements',
    );
    expect(screen.getByRole('link', { name: 'Next: Biography and Death Certificate' })).toHaveAttribute(
      'href',
      '/obituaries/app/CS-1000-0001/certificateDetails',
    );
  });

  it('keeps the query string on the way back to the summary and on to the next step', async () => {
    signInAs('arranger');
    renderApp('/app/CS-1000-0001/whatToBring?onePortal=true');
    await screen.findByRole('heading', { level: 1, name: 'What to Bring' });
    expect(within(crumbs()).getByRole('link', { name: 'Arrangements Summary' })).toHaveAttribute(
      'href',
      '/obituaries/app/CS-1000-0001/arrangements?onePortal=true',
    );
    // The breadcrumbs' back arrow and the button under the page.
    const back = screen.getAllByRole('link', { name: 'Back to Arrangements Summary' });
    expect(back).toHaveLength(2);
    for (const link of back) expect(link).toHaveAttribute('href', '/obituaries/app/CS-1000-0001/arrangements?onePortal=true');
    expect(screen.getByRole('link', { name: 'Next: Biography and Death Certificate' })).toHaveAttribute(
      'href',
      '/obituaries/app/CS-1000-0001/certificateDetails?onePortal=true',
    );
  });
});

describe('What to Expect and What to Bring in Spanish', () => {
  beforeEach(async () => {
    await localeStore.set('es');
  });
  afterEach(async () => {
    await localeStore.set('en');
  });

  it('What to Expect speaks Spanish, breadcrumbs and buttons included', async () => {
    signInAs('arranger');
    renderApp('/app/CS-1000-0001/whatToExpect');
    expect(await screen.findByRole('heading', { level: 1, name: 'Qué esperar' })).toBeInTheDocument();
    expect(headings()).toEqual(['Bienvenida', 'En la reunión de arreglos', 'En los días siguientes']);
    expect(within(screen.getByRole('region', { name: 'Bienvenida' })).getByText('Tómese su tiempo.')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: translate('es', APP_TEXTS, 'breadcrumb') })).toHaveTextContent(
      'Panel›Resumen de arreglos›Qué esperar',
    );
    expect(screen.getByRole('link', { name: 'Siguiente: Qué traer' })).toHaveAttribute('href', '/obituaries/app/CS-1000-0001/whatToBring');
  });

  it('What to Bring lists the documents in Spanish', async () => {
    signInAs('arranger');
    renderApp('/app/CS-1000-0001/whatToBring');
    expect(await screen.findByRole('heading', { level: 1, name: 'Qué traer' })).toBeInTheDocument();
    expect(headings()).toEqual(['Documentos e información', 'Objetos personales', 'Para qué sirven las actas de defunción certificadas']);
    expect(screen.getByText(/Documentos de baja militar \(DD-214\)/)).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Volver al resumen de arreglos' }).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Siguiente: Biografía y acta de defunción' })).toBeInTheDocument();
  });
});
