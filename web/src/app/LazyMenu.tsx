import { cloneElement, useEffect, useRef, useState, type ReactElement, type ReactNode } from 'react';
import type { Menu as MantineMenu, MenuProps } from '@mantine/core';

/** Mantine's Menu with its parts (Menu.Item, Menu.Label...), as the loaded module gives it. */
export type MenuParts = typeof MantineMenu;

// Mantine's Menu brings its popover, its item kinds and floating-ui (with the tooltips, about 20 KB compressed): on
// the screens a visitor's first load reaches, it loads when a menu's button is first pointed at, focused or pressed.
let loaded: MenuParts | null = null;
const loadMenu = async (): Promise<MenuParts> => (loaded ??= (await import('./menu')).Menu);

export interface LazyMenuProps extends Omit<MenuProps, 'children' | 'opened' | 'onChange' | 'defaultOpened'> {
  /** The button that opens the menu. */
  target: ReactElement<{ ref?: unknown }>;
  /** The menu's dropdown (Menu.Dropdown and its items), built with the loaded Menu's parts. */
  dropdown: (Menu: MenuParts) => ReactNode;
}

/**
 * Mantine's Menu, whose code loads on first use. Until its button is pressed it is shown alone (its code is fetched
 * when it is pointed at or focused); the press makes it the menu's target (a new element: focus moves with it) and
 * opens the menu. The button is never replaced while a press is under way, which would lose that press.
 */
export function LazyMenu({ target, dropdown, ...menuProps }: LazyMenuProps) {
  const [Menu, setMenu] = useState<MenuParts | null>(() => loaded);
  const [opened, setOpened] = useState(false);
  const alone = useRef<HTMLElement>(null);
  const inMenu = useRef<HTMLElement>(null);
  const pressed = useRef<{ focused: boolean } | null>(null);

  useEffect(() => {
    if (!Menu || !pressed.current) return;
    if (pressed.current.focused) inMenu.current?.focus();
    pressed.current = null;
    // Opened a render after the target mounted: Mantine notes the focused element when the menu opens, to return to it.
    setOpened(true);
  }, [Menu]);

  if (!Menu) {
    const preload = () => void loadMenu().catch(() => undefined);
    return cloneElement(target, {
      ref: alone,
      'aria-haspopup': 'menu',
      'aria-expanded': false,
      onPointerEnter: preload,
      onFocus: preload,
      onClick: () => {
        // A failed load (the network) leaves the button as it is: the next press tries again.
        void loadMenu().then(
          (parts) => {
            pressed.current = { focused: !!alone.current && alone.current === document.activeElement };
            setMenu(() => parts);
          },
          () => undefined,
        );
      },
    } as Record<string, unknown>);
  }
  return (
    <Menu {...menuProps} opened={opened} onChange={setOpened}>
      <Menu.Target>{cloneElement(target, { ref: inMenu })}</Menu.Target>
      {dropdown(Menu)}
    </Menu>
  );
}
