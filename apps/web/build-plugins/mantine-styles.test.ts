import { describe, expect, it } from 'vitest';
import { mantineStyles } from './mantine-styles';

const SOURCE_ID = '/app/apps/web/src/features/x/page.tsx';

/** The style sheets the plugin puts before a module of ours, in order. */
function sheetsFor(code: string): string[] {
  const plugin = mantineStyles() as { transform: (code: string, id: string) => { code: string } | null };
  const result = plugin.transform(code, SOURCE_ID);
  return (result?.code ?? '')
    .split('\n')
    .filter((line) => line.endsWith(".layer.css';"))
    .map((line) => line.replace(/^import '@mantine\/(.+)\.layer\.css';$/, '$1'));
}

describe("Mantine's styles one component at a time", () => {
  it("gives a module the sheets of the components it draws and of what they draw, in Mantine's order", () => {
    const sheets = sheetsFor("import { Button } from '@mantine/core';");
    expect(sheets).toEqual(
      expect.arrayContaining(['core/styles/UnstyledButton', 'core/styles/Loader', 'core/styles/Button']),
    );
    // A button restyles the unstyled button it is: its sheet must come after.
    expect(sheets.indexOf('core/styles/UnstyledButton')).toBeLessThan(sheets.indexOf('core/styles/Button'));
  });

  it('finds sheets of pieces kept outside the components folder (the label beside a checkbox)', () => {
    expect(sheetsFor("import { Checkbox } from '@mantine/core';")).toEqual(
      expect.arrayContaining(['core/styles/Checkbox', 'core/styles/InlineInput']),
    );
  });

  it("puts another package's own sheet after the core components it restyles, for its components only", () => {
    const sheets = sheetsFor("import { NavigationProgress } from '@mantine/nprogress';");
    expect(sheets.at(-1)).toBe('nprogress/styles');
    expect(sheets).toContain('core/styles/Progress');
    expect(sheetsFor("import { notifications } from '@mantine/notifications';")).toEqual([]);
    // The toasts' layer is passed on by a module that only re-exports it.
    expect(sheetsFor("export { Notifications } from '@mantine/notifications';")).toEqual(
      expect.arrayContaining(['core/styles/Notification', 'notifications/styles']),
    );
  });

  it('leaves alone type imports, modules without Mantine and modules outside the web app', () => {
    expect(sheetsFor("import type { ButtonProps } from '@mantine/core';")).toEqual([]);
    expect(sheetsFor("import { useState } from 'react';")).toEqual([]);
    const plugin = mantineStyles() as { transform: (code: string, id: string) => unknown };
    expect(plugin.transform("import { Button } from '@mantine/core';", '/app/node_modules/x/index.js')).toBeNull();
  });
});
