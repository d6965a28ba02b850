import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { PRAYER_CUSTOM_IMAGE, PRAYER_MESSAGES } from '@memorial/schema';
import { createApolloClient } from '../../app/apollo';
import { AppProviders } from '../../app/AppProviders';
import { FakeWsClient } from '../../test/fakeWs';
import { CustomImageUpload } from './CustomImageUpload';
import { OPI } from './prayer.fixtures';

// jsdom has no object URLs: the crop dialog only needs one to show the picked photo.
const made: Blob[] = [];
Object.assign(URL, { createObjectURL: (b: Blob) => (made.push(b), `blob:photo-${made.length}`), revokeObjectURL: () => {} });
afterEach(() => {
  made.length = 0;
});

function renderUpload(locked = false) {
  const onUploaded = vi.fn();
  const router = createMemoryRouter([{ path: '*', element: <CustomImageUpload opi={OPI} locked={locked} onUploaded={onUploaded} /> }], {
    initialEntries: [`/app/${OPI}/prayerCreation`],
  });
  const view = render(
    <AppProviders client={createApolloClient({ wsClient: new FakeWsClient() })} env="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  const input = view.container.ownerDocument.querySelector<HTMLInputElement>('input[type="file"]')!;
  return { input, onUploaded };
}

const file = (name: string, type: string, bytes = 64) => new File([new Uint8Array(bytes)], name, { type });

describe('CustomImageUpload', () => {
  it('offers png and jpeg only in the picker', () => {
    const { input } = renderUpload();
    expect(input.accept).toBe('image/png,image/jpeg,.png,.jpg,.jpeg');
  });

  it.each([
    ['card.gif', 'image/gif'],
    ['card.webp', 'image/webp'],
    ['card.heic', 'image/heic'],
    ['card.pdf', 'application/pdf'],
    ['card', 'image/png'],
  ])('refuses %s with the rules’ sentence before anything is sent (msw fails the test on any request)', async (name, type) => {
    const { input, onUploaded } = renderUpload();
    fireEvent.change(input, { target: { files: [file(name, type)] } });
    expect(await screen.findByRole('alert')).toHaveTextContent(PRAYER_MESSAGES.imageType);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(made).toHaveLength(0);
    expect(onUploaded).not.toHaveBeenCalled();
  });

  it('refuses a photo over the size limit with the size sentence', async () => {
    const { input } = renderUpload();
    const big = file('big.jpg', 'image/jpeg');
    Object.defineProperty(big, 'size', { value: PRAYER_CUSTOM_IMAGE.maxBytes + 1 });
    fireEvent.change(input, { target: { files: [big] } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Max file size allowed is 15 Mb');
  });

  it.each([
    ['photo.png', 'image/png'],
    ['photo.JPG', 'image/jpeg'],
    ['photo.jpeg', 'image/jpeg'],
  ])('opens the crop at 187:322 with zoom 0.1 to 2 for %s', async (name, type) => {
    const { input } = renderUpload();
    fireEvent.change(input, { target: { files: [file(name, type)] } });
    const dialog = await screen.findByRole('dialog', { name: 'Crop your prayer card photo' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    const zoom = within(dialog).getByRole('slider');
    expect(zoom).toHaveAttribute('aria-valuemin', String(PRAYER_CUSTOM_IMAGE.minZoom));
    expect(zoom).toHaveAttribute('aria-valuemax', String(PRAYER_CUSTOM_IMAGE.maxZoom));
    expect(dialog.querySelector('img')).toHaveAttribute('src', 'blob:photo-1');
  });

  it('locked: the upload button is disabled', () => {
    renderUpload(true);
    expect(screen.getByRole('button', { name: 'Upload your own photo' })).toBeDisabled();
  });
});
