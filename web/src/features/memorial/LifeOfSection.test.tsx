import { describe, expect, it } from 'vitest';
import { graphql, HttpResponse } from 'msw';
import { within } from '@testing-library/react';
import { server } from '../../test/server';
import { memorialDecedent, memorialPageData } from '../../test/fixtures';
import { renderApp, screen } from '../../test/render';
import { cutLifeOf, LIFE_OF_LIMIT } from './LifeOfSection';

const PAGE = '/name/eleanor-whitmore-obituary/CS-1000-0001';

function withLifeOf(lifeOfDescription: string) {
  server.use(graphql.query('MemorialPage', () => HttpResponse.json({ data: memorialPageData(memorialDecedent({ lifeOfDescription })) })));
}

describe('the life-of text, cut at 400 characters', () => {
  it('keeps a text of exactly 400 characters whole; cuts one of 401 at 400 with an ellipsis', () => {
    expect(LIFE_OF_LIMIT).toBe(400);
    const exact = 'a'.repeat(400);
    expect(cutLifeOf(exact)).toEqual({ shown: exact, cut: false });
    const longer = `${'b'.repeat(400)}c`;
    expect(cutLifeOf(longer)).toEqual({ shown: `${'b'.repeat(400)}…`, cut: true });
  });

  it('counts characters as people see them: an emoji at the cut is whole, never half', () => {
    const text = `${'x'.repeat(399)}🌹🌹 and more`;
    const { shown, cut } = cutLifeOf(text);
    expect(cut).toBe(true);
    expect(shown).toBe(`${'x'.repeat(399)}🌹…`);
    expect(shown).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
  });

  it('drops the spaces before the ellipsis', () => {
    expect(cutLifeOf(`${'y'.repeat(397)}   and the rest`).shown).toBe(`${'y'.repeat(397)}…`);
  });

  it('Read More shows the whole story and Read Less cuts it again; the button says what it controls', async () => {
    const story = `${'She planted roses every spring. '.repeat(15)}The end.`;
    expect(Array.from(story).length).toBeGreaterThan(LIFE_OF_LIMIT);
    withLifeOf(story);
    const { user } = renderApp(PAGE);
    const text = await screen.findByTestId('life-of-text');
    expect(text.textContent).toBe(`${story.slice(0, LIFE_OF_LIMIT).trimEnd()}…`);
    const section = screen.getByRole('region', { name: 'A teacher, a gardener, a friend' });
    const more = within(section).getByRole('button', { name: 'Read More' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(more).toHaveAttribute('aria-controls', text.id);
    await user.click(more);
    expect(text.textContent).toBe(story);
    const less = within(section).getByRole('button', { name: 'Read Less' });
    expect(less).toHaveAttribute('aria-expanded', 'true');
    await user.click(less);
    expect(text.textContent).toBe(`${story.slice(0, LIFE_OF_LIMIT).trimEnd()}…`);
  });

  it('a story of at most 400 characters has no Read More', async () => {
    withLifeOf('Eleanor taught English for thirty-one years.');
    renderApp(PAGE);
    expect((await screen.findByTestId('life-of-text')).textContent).toBe('Eleanor taught English for thirty-one years.');
    expect(
      within(screen.getByRole('region', { name: 'A teacher, a gardener, a friend' })).queryByRole('button', { name: /Read/ }),
    ).not.toBeInTheDocument();
  });
});
