import type { Locale } from '@opencall/shared/common';
import { availableLocales } from '@opencall/shared/i18n';
import type { DomainInfo } from '@opencall/shared/platforms';
import { createContext, type ReactNode, useContext } from 'react';
import { useTranslation } from './use-translation';

const DomainInfoContext = createContext<DomainInfo | null>(null);

export function DomainInfoProvider({ value, children }: { value: DomainInfo; children: ReactNode }) {
  return <DomainInfoContext.Provider value={value}>{children}</DomainInfoContext.Provider>;
}

/** The platform this domain serves, as the bootstrap call returned it. */
export function useDomainInfo(): DomainInfo {
  const value = useContext(DomainInfoContext);
  if (!value) throw new Error('useDomainInfo outside DomainInfoProvider');
  return value;
}

export function useAvailableLocales(): readonly Locale[] {
  return availableLocales(useDomainInfo().platform.supportedLangs);
}

/** The language the interface shows now. */
export function useCurrentLocale(): Locale {
  const { i18n } = useTranslation();
  return i18n.language as Locale;
}
