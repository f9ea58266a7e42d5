import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { NavigationProgress } from '@mantine/nprogress';
import type { DomainInfo } from '@opencall/shared/platforms';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { buildPlatformTheme } from '../ui/theme';
import { DomainInfoProvider } from './domain-info-context';

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
          <NavigationProgress aria-label={t('states.loading')} />
          <Notifications position="bottom-center" />
          <ModalsProvider>{children}</ModalsProvider>
        </MantineProvider>
      </DomainInfoProvider>
    </QueryClientProvider>
  );
}
