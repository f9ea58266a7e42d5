import { Alert, Anchor, Box, Paper, Stack, Text, Title } from '@mantine/core';
import { LOCALE_ISO, type Locale } from '@opencall/shared/common';
import type { PlatformPageKind } from '@opencall/shared/platforms';
import { Link } from 'react-router';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useDocumentTitle } from '../../../lib/document-title';
import { useCurrentLocale } from '../../../lib/domain-info-context';
import { useTranslation } from '../../../lib/use-translation';
import { ErrorScreen } from '../../../ui/error-screen';
import { PageLoader } from '../../../ui/page-loader';
import { RichTextView } from '../../../ui/rich-text/rich-text-view';
import { usePortalPlatformPage } from '../hooks/use-portal-platform-page';

/** "anglais" in French, "Englisch" in German: a language named in the reader's language. */
function languageName(lang: Locale, reader: Locale): string {
  return new Intl.DisplayNames([LOCALE_ISO[reader]], { type: 'language' }).of(lang) ?? lang;
}

/** `/{locale}/legal-notices`, `accessibilities`, `terms-of-use`, `privacy-policy`, `privacy/policies/cookies`. */
export function LegalPage({ kind }: { kind: PlatformPageKind }) {
  const { t } = useTranslation('legal');
  const locale = useCurrentLocale();
  const query = usePortalPlatformPage(kind, locale);
  const title = t(`kinds.${kind}`);

  useDocumentTitle(title);

  if (query.isPending) return <PageLoader />;
  if (query.isError) return <ErrorScreen title={t('page.loadFailed')} message={apiErrorMessage(query.error, t)} />;
  const page = query.data;
  return (
    <Stack
      component="article"
      gap="md"
      w="100%"
      maw="52rem"
      mx="auto"
      aria-labelledby="legal-page-title"
      data-testid="legal-page"
    >
      <div>
        <Title order={1} id="legal-page-title">
          {title}
        </Title>
        {page.updatedAt && (
          <Text size="sm" c="dimmed" mt="xs" data-testid="legal-page-updated">
            {t('page.updatedAt', {
              date: new Intl.DateTimeFormat(LOCALE_ISO[locale], { dateStyle: 'long' }).format(new Date(page.updatedAt)),
            })}
          </Text>
        )}
      </div>
      {page.lang && page.lang !== locale && (
        <Alert variant="light" color="blue" data-testid="legal-page-other-language">
          {t('page.otherLanguage', { language: languageName(page.lang, locale) })}
        </Alert>
      )}
      {page.content ? (
        <Box lang={page.lang ?? undefined} data-testid="legal-page-content">
          <RichTextView html={page.content} />
        </Box>
      ) : (
        <Paper withBorder p="lg" radius="md" data-testid="legal-page-not-written">
          <Title order={2} fz="h4">
            {t('page.notWrittenTitle')}
          </Title>
          <Text c="dimmed" mt="xs">
            {t('page.notWritten')}
          </Text>
          <Anchor component={Link} to={`/${locale}`} mt="md" display="inline-block">
            {t('page.home')}
          </Anchor>
        </Paper>
      )}
    </Stack>
  );
}
