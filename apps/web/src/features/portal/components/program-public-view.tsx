import { Anchor, Badge, Button, Card, Group, Image, List, Stack, Text, Title } from '@mantine/core';
import type { Locale } from '@opencall/shared/common';
import { formatDateTime, formatDuration } from '@opencall/shared/i18n';
import { type PortalProgram, programPhase, remainingTime } from '@opencall/shared/programs';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import { RichTextView } from '../../../ui/rich-text/rich-text-view';
import { PHASE_COLOURS } from '../../../ui/status-colours';

/**
 * The program page as applicants see it (`applications/{programSlug}`). The back office shows the
 * same component as the live preview of `public-interface-config`, so what is set is what is seen.
 */
export function ProgramPublicView({
  program,
  locale,
  now = new Date(),
}: {
  program: PortalProgram;
  locale: Locale;
  now?: Date;
}) {
  const { t } = useTranslation('portal');
  const config = program.publicConfig;
  const accent = config.accentColor ?? undefined;
  const phase = programPhase(program, now);
  const left =
    program.closingAt && phase !== 'closed' && phase !== 'upcoming'
      ? remainingTime(new Date(program.closingAt), now)
      : null;
  const when = (value: string) => `${formatDateTime(new Date(value), locale, program.timezone)}`;
  const alt = config.coverImageAlt[locale] ?? config.coverImageAlt[program.defaultLang] ?? '';
  const applyLabel = config.applyLabel[locale] || config.applyLabel[program.defaultLang] || t('program.apply');
  const canApply = phase === 'open' || phase === 'closingSoon';

  return (
    <Stack gap="lg" data-testid="program-public-view">
      {config.coverImageUrl && (
        <Image src={config.coverImageUrl} alt={alt} radius="md" h={240} fit="cover" data-testid="program-cover" />
      )}
      <Stack gap="xs">
        <Title
          order={1}
          style={accent ? { borderInlineStart: `0.4rem solid ${accent}`, paddingInlineStart: '0.75rem' } : undefined}
        >
          {program.title}
        </Title>
        <Group gap="sm">
          <Badge color={PHASE_COLOURS[phase]} variant="light" size="lg" data-testid="program-phase">
            {t(`program.phase.${phase}`)}
          </Badge>
          {config.showRemainingTime && left && (
            <Text fw={600} data-testid="program-remaining">
              {t('program.remaining', { time: formatDuration(left.value, left.unit, locale) })}
            </Text>
          )}
        </Group>
      </Stack>
      {config.showDates && (program.openingAt || program.closingAt) && (
        <Card withBorder padding="md" component="dl" m={0} data-testid="program-dates">
          {(
            [
              [t('program.opening'), program.openingAt],
              [t('program.closing'), program.closingAt],
            ] as const
          ).map(
            ([label, at]) =>
              at && (
                <Group key={label} gap="xs">
                  <Text component="dt" fw={600}>
                    {label}
                  </Text>
                  <Text component="dd" m={0}>
                    {when(at)}
                  </Text>
                </Group>
              ),
          )}
          <Text size="xs" c="dimmed" mt={4}>
            {t('program.zone', { zone: program.timezone })}
          </Text>
        </Card>
      )}
      {program.description && <RichTextView html={program.description} data-testid="program-description" />}
      {config.showCategories && program.categories.length > 0 && (
        <section aria-labelledby="program-categories-title">
          <Title order={2} fz="h3" id="program-categories-title" mb="sm">
            {t('program.categories')}
          </Title>
          <List spacing="xs" data-testid="program-categories">
            {program.categories.map((category) => (
              <List.Item key={category.id}>
                <Text span fw={600}>
                  {category.title || t('program.untitledCategory')}
                </Text>{' '}
                <Text span c="dimmed" size="sm">
                  {t('program.steps', { count: category.steps.length })}
                </Text>
              </List.Item>
            ))}
          </List>
        </section>
      )}
      {canApply && (
        <Group>
          <Button
            component={Link}
            to={`/${locale}/applications/${program.slug}/apply`}
            size="lg"
            color={accent}
            data-testid="program-apply"
          >
            {applyLabel}
          </Button>
        </Group>
      )}
      {config.contactEmail && (
        <Text size="sm">
          {t('program.contact')}{' '}
          <Anchor href={`mailto:${config.contactEmail}`} underline="always" data-testid="program-contact">
            {config.contactEmail}
          </Anchor>
        </Text>
      )}
    </Stack>
  );
}
