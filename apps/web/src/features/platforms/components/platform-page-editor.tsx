import { Alert, Anchor, Badge, Button, Group, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { LOCALE_ISO, LOCALE_NAMES, type Locale } from '@opencall/shared/common';
import { MAX_PLATFORM_PAGE_LENGTH, type PlatformPageContents, type PlatformPageKind } from '@opencall/shared/platforms';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useAvailableLocales, useCurrentLocale } from '../../../lib/domain-info-context';
import { useTranslation } from '../../../lib/use-translation';
import { RichTextField } from '../../../ui/rich-text/rich-text-field';
import { showToast } from '../../../ui/toasts';
import { isSameContents } from '../hooks/use-page-drafts';
import { usePlatformPage, useUpdatePlatformPage } from '../hooks/use-platform-page';
import { legalPagePath } from '../legal-pages';

/**
 * One legal page's texts, one rich-text editor per platform language. The unsaved texts live with the
 * caller (`draft`), so they survive a move to another page's tab.
 */
export function PlatformPageEditor({
  kind,
  draft,
  onDraftChange,
}: {
  kind: PlatformPageKind;
  draft: PlatformPageContents | undefined;
  onDraftChange: (contents: PlatformPageContents | null) => void;
}) {
  const { t } = useTranslation('legal');
  const locale = useCurrentLocale();
  const langs = useAvailableLocales();
  const query = usePlatformPage(kind);
  const update = useUpdatePlatformPage(kind);
  const [lang, setLang] = useState<Locale>(langs.includes(locale) ? locale : (langs[0] ?? locale));
  const title = t(`kinds.${kind}`);

  if (query.isPending) return <Skeleton h="24rem" radius="md" />;
  if (query.isError)
    return (
      <Alert color="red" title={t('admin.loadFailed')}>
        {apiErrorMessage(query.error, t)}
      </Alert>
    );
  const saved = query.data.contents;
  const contents = draft ?? saved;
  const tooLong = langs.filter((l) => (contents[l]?.length ?? 0) > MAX_PLATFORM_PAGE_LENGTH);

  function handleChange(target: Locale, html: string) {
    const next = { ...contents, [target]: html };
    onDraftChange(isSameContents(next, saved) ? null : next);
  }

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (tooLong[0]) {
      setLang(tooLong[0]);
      return;
    }
    try {
      await update.mutateAsync(contents);
      onDraftChange(null);
      showToast({ type: 'success', message: t('admin.saved') });
    } catch (error) {
      showToast({ type: 'error', message: apiErrorMessage(error, t) });
    }
  }

  const updatedAt = query.data.updatedAt;
  return (
    <form onSubmit={handleSubmit} noValidate aria-label={title} data-testid={`platform-page-editor-${kind}`}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={2} fz="h3">
              {title}
            </Title>
            <Text size="sm" c="dimmed" mt={4}>
              {updatedAt
                ? t('page.updatedAt', {
                    date: new Intl.DateTimeFormat(LOCALE_ISO[locale], { dateStyle: 'long', timeStyle: 'short' }).format(
                      new Date(updatedAt),
                    ),
                  })
                : t('admin.neverWritten')}
            </Text>
          </div>
          <Group gap="sm">
            {draft && (
              <Badge color="yellow" variant="light">
                {t('admin.unsaved')}
              </Badge>
            )}
            <Anchor component={Link} to={legalPagePath(locale, kind)} target="_blank" rel="noopener" size="sm">
              {t('admin.viewPublic')}
            </Anchor>
            <Button type="submit" loading={update.isPending} disabled={!draft} data-testid="platform-page-save">
              {t('admin.save')}
            </Button>
          </Group>
        </Group>
        <Tabs value={lang} onChange={(value) => value && setLang(value as Locale)} keepMounted={false}>
          <Tabs.List aria-label={t('admin.languages')}>
            {langs.map((l) => (
              <Tabs.Tab key={l} value={l} data-testid={`platform-page-lang-${l}`}>
                {LOCALE_NAMES[l]}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {langs.map((l) => (
            <Tabs.Panel key={l} value={l} pt="md">
              <RichTextField
                label={t('admin.editorLabel', { page: title, language: LOCALE_NAMES[l] })}
                value={contents[l] ?? ''}
                onChange={(html) => handleChange(l, html)}
                error={tooLong.includes(l) ? t('admin.tooLong', { max: MAX_PLATFORM_PAGE_LENGTH }) : undefined}
                minHeight="20rem"
                testId={`platform-page-${kind}-${l}`}
              />
            </Tabs.Panel>
          ))}
        </Tabs>
      </Stack>
    </form>
  );
}
