import { MantineProvider } from '@mantine/core';
import type { DomainInfo } from '@opencall/shared/platforms';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, Suspense, useMemo } from 'react';
import { lazyWhenIdle } from '../lib/after-first-paint';
import { DomainInfoProvider } from '../lib/domain-info-context';
import { useTranslation } from '../lib/use-translation';
import { buildPlatformTheme } from '../ui/theme';

// Toasts, dialogs and the navigation bar are driven through their stores (`notifications.show`,
// `modals.open…`, `nprogress.start`), so their layers need no context around the pages: they load when
// the browser is idle after the first paint, off the first load.
const FeedbackLayers = lazyWhenIdle(
  () => import('./feedback-layers'),
  (layers) => layers.FeedbackLayers,
);

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
          <Suspense fallback={null}>
            <FeedbackLayers progressLabel={t('states.loading')} />
          </Suspense>
          {children}
        </MantineProvider>
      </DomainInfoProvider>
    </QueryClientProvider>
  );
}
