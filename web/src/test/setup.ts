import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { sessionStore } from '../app/session';
import { server } from './server';

// jsdom lacks the layout APIs Mantine and the app touch.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
// jsdom lays nothing out: every element observed is taken as on the screen (NearScreen renders its part; the
// carousel, embla, sees its slides in view).
class IntersectionObserverStub {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    const entry = { target, isIntersecting: true, intersectionRatio: 1, time: 0, rootBounds: null } as unknown as IntersectionObserverEntry;
    queueMicrotask(() => this.callback([entry], this as unknown as IntersectionObserver));
  }
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
window.IntersectionObserver ??= IntersectionObserverStub as unknown as typeof IntersectionObserver;
Element.prototype.scrollIntoView ??= () => {};
// Mantine's autosize textarea listens for web fonts; jsdom has no FontFaceSet.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
  });
}
window.scrollTo = (() => {}) as typeof window.scrollTo;
// The captcha widget (altcha) needs a secure context, as a browser has on https or localhost; jsdom says no.
if (!window.isSecureContext) Object.defineProperty(window, 'isSecureContext', { configurable: true, value: true });
// The rich-text editor (ProseMirror) measures the selection and asks what lies under a point.
const noRects = (): DOMRectList => Object.assign([], { item: () => null }) as unknown as DOMRectList;
Range.prototype.getClientRects ??= noRects;
Range.prototype.getBoundingClientRect ??= () => new DOMRect();
(Text.prototype as unknown as { getClientRects?: () => DOMRectList }).getClientRects ??= noRects;
document.elementFromPoint ??= () => null;

// Lazy route chunks load on first use: on a busy machine the first screen of a file can take more than a second.
configure({ asyncUtilTimeout: 5000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));

afterEach(() => {
  cleanup();
  server.resetHandlers();
  notifications.clean();
  notifications.cleanQueue();
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]!.trim();
    if (name) document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  }
  sessionStore.reload();
  vi.restoreAllMocks();
});

afterAll(() => server.close());
