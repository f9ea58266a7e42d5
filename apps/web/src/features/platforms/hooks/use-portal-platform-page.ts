import type { Locale } from '@opencall/shared/common';
import { type PlatformPageKind, platformPagesApi } from '@opencall/shared/platforms';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { useDomainInfo } from '../../../lib/domain-info-context';
import { queryKeyOf } from '../../../lib/query-cache';

/** A legal page as the portal shows it, in `lang` or the platform's first language with text. */
export function usePortalPlatformPage(kind: PlatformPageKind, lang: Locale) {
  const { platform } = useDomainInfo();
  const input = { params: { platformId: platform.id, kind }, query: { lang } };
  return useQuery({
    queryKey: queryKeyOf(platformPagesApi.portal, input),
    queryFn: ({ signal }) => callApi(platformPagesApi.portal, input, { signal }),
    select: (response) => response.data,
  });
}
