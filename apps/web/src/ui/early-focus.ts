import { type ReactElement, type RefObject, useRef } from 'react';

// Apart from `late-menu.tsx`: the early buttons load with the page, the menu's code (Mantine's menu,
// popover and floating-ui) only after the first paint.

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
