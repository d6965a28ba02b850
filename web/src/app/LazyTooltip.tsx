import {
  cloneElement,
  lazy,
  Suspense,
  useEffect,
  useRef,
  useState,
  type FocusEvent,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import type { TooltipProps } from '@mantine/core';

// Mantine's Tooltip places itself with floating-ui (about 10 KB compressed with its own code): on the screens a
// visitor's first load reaches, it loads when a pointer first rests on an element that has one (issue 15).
const Tooltip = lazy(async () => ({ default: (await import('./tooltip')).Tooltip }));

type TargetProps = {
  ref?: unknown;
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
};

export interface LazyTooltipProps extends Omit<TooltipProps, 'children' | 'target' | 'opened' | 'label'> {
  label: ReactNode;
  /** The one element the tooltip names; it is rendered as it is, and the tooltip is placed beside it. */
  children: ReactElement<TargetProps>;
}

/**
 * Mantine's Tooltip, as it shows by default (a mouse resting on the element; never on touch), whose code loads when
 * first wanted. The element stays as it is (a tooltip wrapped around it later would mount it anew, losing focus):
 * the tooltip points at it (`target`), opened and closed here. Escape closes it.
 */
export function LazyTooltip({ label, children, ...props }: LazyTooltipProps) {
  const target = useRef<HTMLElement>(null);
  const [wanted, setWanted] = useState(false);
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    if (!opened) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpened(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [opened]);

  const own = children.props;
  const element = cloneElement(children, {
    ref: target,
    onPointerEnter: (event: PointerEvent<HTMLElement>) => {
      own.onPointerEnter?.(event);
      if (event.pointerType !== 'mouse') return;
      setWanted(true);
      setOpened(true);
    },
    onPointerLeave: (event: PointerEvent<HTMLElement>) => {
      own.onPointerLeave?.(event);
      setOpened(false);
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      own.onBlur?.(event);
      setOpened(false);
    },
  });
  return (
    <>
      {element}
      {wanted && (
        <Suspense fallback={null}>
          <Tooltip {...props} label={label} target={target} opened={opened} />
        </Suspense>
      )}
    </>
  );
}
