import { Anchor, Group } from '@mantine/core';
import { PLATFORM_PAGE_KINDS } from '@opencall/shared/platforms';
import type { Ref } from 'react';
import { Link } from 'react-router';
import { useCurrentLocale } from '../../../lib/domain-info-context';
import { useTranslation } from '../../../lib/use-translation';
import { legalPagePath } from '../legal-pages';

/** The footer's links to the platform's legal pages, and the button that reopens the cookie choice. */
export function LegalFooterLinks({
  settingsRef,
  onCookieSettings,
}: {
  settingsRef?: Ref<HTMLButtonElement>;
  onCookieSettings: () => void;
}) {
  const { t } = useTranslation('legal');
  const locale = useCurrentLocale();
  return (
    <nav aria-label={t('footer.label')}>
      <Group component="ul" justify="center" gap="lg" m={0} p={0} style={{ listStyle: 'none' }}>
        {PLATFORM_PAGE_KINDS.map((kind) => (
          <li key={kind}>
            <Anchor component={Link} to={legalPagePath(locale, kind)} size="sm">
              {t(`kinds.${kind}`)}
            </Anchor>
          </li>
        ))}
        <li>
          <Anchor
            component="button"
            type="button"
            ref={settingsRef}
            onClick={onCookieSettings}
            size="sm"
            data-testid="cookie-settings"
          >
            {t('footer.cookieSettings')}
          </Anchor>
        </li>
      </Group>
    </nav>
  );
}
