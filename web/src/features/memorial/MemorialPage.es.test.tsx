import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { graphql, HttpResponse } from 'msw';
import { waitFor, within } from '@testing-library/react';
import { CONTACT_MESSAGES, SUBSCRIPTION_MESSAGES, translate } from '@memorial/schema';
import { server } from '../../test/server';
import { eventFixture, eventList, memorialDecedent, memorialPageData } from '../../test/fixtures';
import { renderApp, screen } from '../../test/render';
import { solveCaptchaWidget } from '../../test/captcha';
import { localeStore } from '../../app/i18n';

// Issue 31: a visitor reads the memorial page, subscribes and writes to the family in Spanish.

const PAGE = '/name/eleanor-whitmore-obituary/CS-1000-0001';

beforeEach(async () => {
  await localeStore.set('es');
});
afterEach(async () => {
  await localeStore.set('en');
});

function pageAnswers() {
  server.use(
    graphql.query('MemorialPage', () =>
      HttpResponse.json({ data: memorialPageData(memorialDecedent(), [], eventList([eventFixture({ passCode: null })])) }),
    ),
  );
}

describe('the memorial page in Spanish', () => {
  it('reads in Spanish: the hero, the dates, the tabs, the actions, the card and the services', async () => {
    pageAnswers();
    renderApp(PAGE);
    await screen.findByRole('tablist', { name: 'Sitio web familiar' });
    expect(screen.getByText('En memoria de')).toBeInTheDocument();
    expect(screen.getByText('2 de junio de 1941 – 14 de marzo de 2026')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Obituario' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Servicios' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Galería' })).toBeInTheDocument();
    const tools = screen.getByRole('toolbar', { name: 'Herramientas de la página' });
    expect(within(tools).getByRole('button', { name: 'Filtros' })).toBeInTheDocument();
    expect(within(tools).getByRole('button', { name: 'Más' })).toBeInTheDocument();
    const actions = screen.getByRole('navigation', { name: 'Acciones de la página conmemorativa' });
    expect(within(actions).getByRole('link', { name: 'Compartir un recuerdo' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Lugares' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Reciba novedades' })).toBeInTheDocument();

    const services = screen.getByRole('region', { name: 'Próximos servicios' });
    const card = within(services).getByRole('article', { name: 'Funeral Service' });
    expect(within(card).getByText('28 de noviembre de 2026')).toBeInTheDocument();
    // The service's own clock, as Intl writes it in Spanish (a no-break space may sit inside «a. m.»).
    expect(within(card).getByText((text) => text.replace(/\s/g, ' ') === '10:00 a. m. – 11:30 a. m. PST')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /Ver la transmisión en vivo/ })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /Agregar al calendario/ })).toBeInTheDocument();
    // Nothing of the English is left in the page's own words.
    expect(screen.queryByText('In loving memory of')).not.toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Events/Services' })).not.toBeInTheDocument();
  });
});

describe('the dialogs in Spanish', () => {
  it('opens the obituary and the burial location with Spanish titles and dates', async () => {
    pageAnswers();
    const { user } = renderApp(PAGE);
    await screen.findByRole('tablist', { name: 'Sitio web familiar' });
    const actions = screen.getByRole('navigation', { name: 'Acciones de la página conmemorativa' });
    await user.click(within(actions).getByRole('button', { name: 'Obituario' }));
    const obituary = await screen.findByRole('dialog', { name: 'Obituario de Eleanor Grace Whitmore' });
    expect(within(obituary).getByText('2 de junio de 1941 – 14 de marzo de 2026')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(within(actions).getByRole('button', { name: 'Lugar de sepultura' }));
    const burial = await screen.findByRole('dialog', { name: 'Lugar de sepultura' });
    expect(within(burial).getByRole('link', { name: /Cómo llegar/ })).toBeInTheDocument();
  });
});

describe('Stay Updated in Spanish', () => {
  it('labels the form, says the rule in Spanish, and shows the gateway’s Spanish answer', async () => {
    pageAnswers();
    const languages: Array<string | null> = [];
    server.use(
      graphql.query('SubscribeCheck', () =>
        HttpResponse.json({ data: { subscribeCheck: { __typename: 'SubscribeCheck', captchaRequired: false, allowed: true } } }),
      ),
      graphql.mutation('Subscribe', ({ request }) => {
        languages.push(request.headers.get('accept-language'));
        return HttpResponse.json({
          data: { subscribe: { __typename: 'SubscribeResult', message: translate('es', SUBSCRIPTION_MESSAGES, 'subscribed') } },
        });
      }),
    );
    const { user } = renderApp(PAGE);
    const form = await screen.findByRole('form', { name: 'Reciba novedades' });
    const email = within(form).getByRole('textbox', { name: 'Correo electrónico' });
    await user.type(email, 'no-es-correo');
    await user.tab();
    expect(await within(form).findByText('Correo electrónico no válido')).toBeVisible();
    await user.clear(email);
    await user.type(email, 'lucia@example.org');
    const subscribe = within(form).getByRole('button', { name: 'Suscribirse' });
    await waitFor(() => expect(subscribe).toBeEnabled());
    await user.click(subscribe);
    expect(await within(form).findByRole('status')).toHaveTextContent('Suscripción realizada con éxito');
    expect(languages[0]).toMatch(/^es/);
  });
});

describe('Contact Family in Spanish', () => {
  it('labels the form and its counter, says the rules in Spanish, and notifies the Spanish answer', async () => {
    pageAnswers();
    server.use(
      graphql.mutation('SendFamilyMessage', () =>
        HttpResponse.json({
          data: { sendFamilyMessage: { __typename: 'SendFamilyMessageResult', message: translate('es', CONTACT_MESSAGES, 'sent') } },
        }),
      ),
    );
    const { user } = renderApp(PAGE);
    expect(await screen.findByRole('button', { name: 'Escribir a la familia' })).toBeInTheDocument();
    const form = await screen.findByRole('form', { name: 'Escribir a la familia' });
    const email = within(form).getByRole('textbox', { name: /Correo electrónico/ });
    const message = within(form).getByRole('textbox', { name: /Mensaje/ });
    expect(within(form).getByText('0/500 caracteres')).toBeInTheDocument();
    await user.click(email);
    await user.click(message);
    expect(await within(form).findByText('El correo electrónico es obligatorio')).toBeInTheDocument();
    await user.type(email, 'ana@example.com');
    await user.click(email);
    expect(within(form).getByText('El mensaje es obligatorio')).toBeInTheDocument();
    await user.type(message, 'Les acompañamos en su dolor.');
    await solveCaptchaWidget(form);
    await user.click(within(form).getByRole('button', { name: 'Enviar mensaje' }));
    expect(await screen.findByText('Su mensaje fue enviado a la familia.')).toBeInTheDocument();
  });
});
