import { Menu } from '@mantine/core';
import { type ReactElement, type ReactNode, type RefObject, useEffect, useRef, useState } from 'react';

/** What a menu that loads after the first paint takes from the early button it replaces. */
export interface LateMenuTarget {
  /** The menu's button, given the ref the menu focuses. */
  target: (ref: RefObject<HTMLButtonElement | null>) => ReactElement;
  /** The button was pressed before this code arrived: open at once, focus on the button. */
  openOnMount: boolean;
  /** The early button had the keyboard focus when it was replaced: the focus moves to the menu's button. */
  hadFocus?: RefObject<boolean>;
}

/**
 * Tracks whether the early button has the focus, without drawing again: a keyboard user who tabbed onto it
 * keeps the focus on the button that replaces it (else the focus falls back to the page).
 */
export function useEarlyFocus() {
  const hadFocus = useRef(false);
  const focusProps = {
    onFocus: () => {
      hadFocus.current = true;
    },
    onBlur: () => {
      hadFocus.current = false;
    },
  };
  return { hadFocus, focusProps };
}

/** A menu below its button, aligned to its end, that replaces an early button (see `LateMenuTarget`). */
export function LateMenu({ target, openOnMount, hadFocus, children }: LateMenuTarget & { children: ReactNode }) {
  const [opened, setOpened] = useState(openOnMount);
  const targetRef = useRef<HTMLButtonElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the first mount replaces the early button
  useEffect(() => {
    if (openOnMount || hadFocus?.current) targetRef.current?.focus();
  }, []);
  return (
    <Menu position="bottom-end" withinPortal opened={opened} onChange={setOpened}>
      <Menu.Target>{target(targetRef)}</Menu.Target>
      <Menu.Dropdown>{children}</Menu.Dropdown>
    </Menu>
  );
}
