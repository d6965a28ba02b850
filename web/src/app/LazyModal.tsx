import { lazy, Suspense, useEffect, useState } from 'react';
import type { ModalProps } from '@mantine/core';
import { useLatched } from './useLatched';

// Mantine's Modal brings its focus trap, scroll lock, overlay, scroll area and floating-ui's helpers (about 10 KB
// compressed): on the screens a visitor's first load reaches, they load when a dialog first opens (issue 15).
const Modal = lazy(async () => ({ default: (await import('./modal')).Modal }));

/**
 * Mantine's Modal, whose code loads when it first opens; from then on it stays mounted, so its closing transition
 * plays. It mounts closed and opens on the next render: Mantine notes the element focused when `opened` turns true
 * and gives focus back to it on close, which a Modal mounted already open would not do.
 */
export function LazyModal(props: ModalProps) {
  if (!useLatched(props.opened)) return null;
  return (
    <Suspense fallback={null}>
      <OpensAfterMount {...props} />
    </Suspense>
  );
}

function OpensAfterMount(props: ModalProps) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return <Modal {...props} opened={props.opened && mounted} />;
}
