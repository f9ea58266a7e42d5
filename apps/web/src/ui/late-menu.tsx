import { Menu } from '@mantine/core';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import type { LateMenuTarget } from './early-focus';

export type { LateMenuTarget };

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
