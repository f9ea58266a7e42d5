import { LOCALE_ISO, LOCALE_NAMES } from '@opencall/shared/common';
import { platformsApi } from '@opencall/shared/platforms';
import { useQuery } from '@tanstack/react-query';
import { useIdleAfterFirstPaint } from '../../../lib/after-first-paint';
import { callApi } from '../../../lib/api-client';
import { useAvailableLocales } from '../../../lib/domain-info-context';
import { queryKeyOf } from '../../../lib/query-cache';

/**
 * The platform's languages with native names; shown from what the page already knows until the list,
 * asked for after the first paint, arrives.
 */
export function usePlatformLocales() {
  const available = useAvailableLocales();
  const isPainted = useIdleAfterFirstPaint();
  return useQuery({
    enabled: isPainted,
    queryKey: queryKeyOf(platformsApi.locales, { perPage: 100 }),
    queryFn: ({ signal }) => callApi(platformsApi.locales, { query: { perPage: 100 } }, { signal }),
    select: (response) => response.data,
    placeholderData: {
      data: available.map((code) => ({ code, iso: LOCALE_ISO[code], name: LOCALE_NAMES[code] })),
      pagination: {
        page: 1,
        perPage: 100,
        total: available.length,
        totalFiltred: available.length,
        nbPages: 1,
        lastId: null,
      },
    },
  });
}
