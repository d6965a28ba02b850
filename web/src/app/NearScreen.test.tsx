import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazy } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { NearScreen } from './NearScreen';

/** An IntersectionObserver the test moves: `fire(true)` tells it that its element came near the screen. */
class ControlledObserver {
  static all: ControlledObserver[] = [];
  readonly targets: Element[] = [];
  options: IntersectionObserverInit | undefined;
  disconnected = false;
  constructor(
    private readonly callback: IntersectionObserverCallback,
    options?: IntersectionObserverInit,
  ) {
    this.options = options;
    ControlledObserver.all.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  unobserve() {}
  disconnect() {
    this.disconnected = true;
  }
  takeRecords() {
    return [];
  }
  fire(isIntersecting: boolean) {
    const entries = this.targets.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry);
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  ControlledObserver.all = [];
});

describe('NearScreen', () => {
  it('shows the fallback and loads no code until its place comes near the screen, then renders the part for good', async () => {
    vi.stubGlobal('IntersectionObserver', ControlledObserver);
    const load = vi.fn(async () => ({ default: () => <form aria-label="Stay Updated" /> }));
    const Part = lazy(load);
    render(
      <NearScreen fallback={<p>Waiting</p>}>
        <Part />
      </NearScreen>,
    );
    expect(screen.getByText('Waiting')).toBeInTheDocument();
    const [observer] = ControlledObserver.all;
    expect(observer?.targets).toHaveLength(1);
    // A quarter of the screen ahead of the scroll.
    expect(observer?.options?.rootMargin).toBe('25% 0px');
    // Still far below the screen: nothing loads.
    act(() => observer!.fire(false));
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByRole('form')).toBeNull();

    act(() => observer!.fire(true));
    expect(await screen.findByRole('form', { name: 'Stay Updated' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Waiting')).toBeNull();
    expect(observer?.disconnected).toBe(true);
  });

  it("loads the part at a keyboard user's first Tab press, wherever its place is", async () => {
    vi.stubGlobal('IntersectionObserver', ControlledObserver);
    const load = vi.fn(async () => ({ default: () => <form aria-label="Contact Family" /> }));
    const Part = lazy(load);
    render(
      <NearScreen fallback={<p>Waiting</p>}>
        <Part />
      </NearScreen>,
    );
    // Other keys (typing in a field above) load nothing.
    fireEvent.keyDown(window, { key: 'a' });
    fireEvent.keyDown(window, { key: 'Enter' });
    expect(load).not.toHaveBeenCalled();

    fireEvent.keyDown(window, { key: 'Tab' });
    expect(await screen.findByRole('form', { name: 'Contact Family' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
    expect(ControlledObserver.all[0]?.disconnected).toBe(true);
  });
});
