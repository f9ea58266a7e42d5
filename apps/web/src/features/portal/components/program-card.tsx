import { Badge, Card, Group, Image, Stack, Text, Title } from '@mantine/core';
import type { PortalProgramCard } from '@opencall/shared/applications';
import type { Locale } from '@opencall/shared/common';
import { formatDateTime, formatDuration } from '@opencall/shared/i18n';
import { programPhase, remainingTime } from '@opencall/shared/programs';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import { PHASE_COLOURS } from '../../../ui/status-colours';

/** A program on the portal's lists: image, title, status, dates and time left. */
export function ProgramCard({
  program,
  locale,
  now,
  headingOrder,
}: {
  program: PortalProgramCard;
  locale: Locale;
  now: Date;
  headingOrder: 2 | 3;
}) {
  const { t } = useTranslation('portal');
  const phase = programPhase(program, now);
  const left =
    program.closingAt && (phase === 'open' || phase === 'closingSoon')
      ? remainingTime(new Date(program.closingAt), now)
      : null;
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component={Link}
      to={`/${locale}/applications/${program.slug}`}
      data-testid="program-card"
      style={program.accentColor ? { borderTop: `0.3rem solid ${program.accentColor}` } : undefined}
    >
      {program.coverImageUrl && (
        <Card.Section mb="md">
          {/* Decorative here: the title says what the card is. */}
          <Image src={program.coverImageUrl} alt="" h={140} fit="cover" loading="lazy" />
        </Card.Section>
      )}
      <Stack gap="xs">
        <Title order={headingOrder} fz="h4">
          {program.title}
        </Title>
        <Group gap="xs">
          <Badge color={PHASE_COLOURS[phase]} variant="light">
            {t(`program.phase.${phase}`)}
          </Badge>
          {left && (
            <Text size="sm" fw={600}>
              {t('program.remaining', { time: formatDuration(left.value, left.unit, locale) })}
            </Text>
          )}
        </Group>
        {program.closingAt && (
          <Text size="sm" c="dimmed">
            {t('program.closing')} {formatDateTime(new Date(program.closingAt), locale, program.timezone)}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
