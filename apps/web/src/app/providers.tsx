import { MantineProvider } from '@mantine/core';
import { NavigationProgress } from '@mantine/nprogress';
import type { DomainInfo } from '@opencall/shared/platforms';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useMemo } from 'react';
import { DomainInfoProvider } from '../lib/domain-info-context';
import { useTranslation } from '../lib/use-translation';
import { buildPlatformTheme } from '../ui/theme';

// Toasts and dialogs are opened through their stores (`notifications.show`, `modals.open…`), so their
// layers need no context around the pages: they load right after the first paint, off the first load.
const Notifications = lazy(async () => ({ default: (await import('./feedback-layers')).Notifications }));
const ModalsProvider = lazy(async () => ({ default: (await import('./feedback-layers')).ModalsProvider }));

export function AppProviders({
  domainInfo,
  queryClient,
  children,
}: {
  domainInfo: DomainInfo;
  queryClient: QueryClient;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  // `t` changes with the language: the theme names Mantine's icon-only controls in it.
  const { theme, cssVariablesResolver } = useMemo(
    () =>
      buildPlatformTheme(domainInfo.platform.theme, {
        close: t('actions.close'),
        clear: t('actions.clear'),
        saturation: t('colorPicker.saturation'),
        hue: t('colorPicker.hue'),
        alpha: t('colorPicker.alpha'),
        eyeDropper: t('colorPicker.eyeDropper'),
      }),
    [domainInfo.platform.theme, t],
  );
  return (
    <QueryClientProvider client={queryClient}>
      <DomainInfoProvider value={domainInfo}>
        <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
          {/* Its bar has the progressbar role, which needs a name. */}
          <NavigationProgress aria-label={t('states.loading')} />
          <Suspense fallback={null}>
            <Notifications position="bottom-center" />
            <ModalsProvider />
          </Suspense>
          {children}
        </MantineProvider>
      </DomainInfoProvider>
    </QueryClientProvider>
  );
}
