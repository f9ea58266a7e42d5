import { Alert, Button, Card, Group, Radio, Select, Stack, Title } from '@mantine/core';
import type { Program, ProgramVisibility } from '@opencall/shared/programs';
import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../ui/toasts';
import { useUpdateProgram } from '../hooks/use-update-program';
import { fromZonedInput, timeZoneNames, toZonedInput, utcOffsetLabel } from '../program-dates';
import { type ProgramFormField, programFormErrors } from '../program-form-errors';
import { DateFields } from './date-fields';

type Errors = Partial<Record<ProgramFormField, string>>;

/**
 * Opening and closing dates, time zone and visibility of one program. The dates are wall-clock
 * times of the chosen zone: changing the zone keeps what is typed and reads it in the new zone.
 */
export function ProgramParamsForm({ program }: { program: Program }) {
  const { t } = useTranslation('programs');
  const update = useUpdateProgram(program.id);
  const [timeZone, setTimeZone] = useState(program.timezone);
  const [dates, setDates] = useState({
    openingAt: toZonedInput(program.openingAt, program.timezone),
    closingAt: toZonedInput(program.closingAt, program.timezone),
  });
  const [visibility, setVisibility] = useState<ProgramVisibility>(program.visibility);
  const [errors, setErrors] = useState<Errors>({});
  const [general, setGeneral] = useState<string | null>(null);
  const zones = useMemo(() => {
    const now = Date.now();
    return timeZoneNames(program.timezone).map((zone) => ({
      value: zone,
      label: `${zone.replaceAll('_', ' ')} (${utcOffsetLabel(zone, now)})`,
    }));
  }, [program.timezone]);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setGeneral(null);
    const opening = fromZonedInput(dates.openingAt, timeZone);
    const closing = fromZonedInput(dates.closingAt, timeZone);
    const found: Errors = {};
    if (opening && closing && closing <= opening) found.closingAt = t('errors.not_after_opening');
    setErrors(found);
    if (Object.keys(found).length) return;
    try {
      await update.mutateAsync({ openingAt: opening, closingAt: closing, timezone: timeZone, visibility });
      showToast({ type: 'success', message: t('configure.saved') });
    } catch (error) {
      const mapped = programFormErrors(error, t);
      setErrors(mapped.fields);
      setGeneral(mapped.general);
      showToast({ type: 'error', message: mapped.general ?? t('configure.fixErrors') });
    }
  }

  return (
    <form onSubmit={handleSubmit} noValidate aria-label={t('params.title')} data-testid="program-params-form">
      <Stack gap="lg" maw="52rem">
        {general && (
          <Alert color="red" variant="light" role="alert">
            {general}
          </Alert>
        )}
        <Card withBorder padding="lg">
          <Title order={2} fz="h4" mb="md">
            {t('configure.calendar')}
          </Title>
          <Stack gap="md">
            <Select
              label={t('params.timeZone')}
              description={t('params.timeZoneHint')}
              data={zones}
              value={timeZone}
              onChange={(value) => value && setTimeZone(value)}
              searchable
              allowDeselect={false}
              nothingFoundMessage={t('params.noTimeZone')}
              error={errors.timezone}
              maw="26rem"
              data-testid="program-timezone"
            />
            <DateFields {...dates} timeZone={timeZone} onChange={setDates} errors={errors} />
          </Stack>
        </Card>
        <Card withBorder padding="lg">
          <Radio.Group
            label={t('configure.visibility')}
            value={visibility}
            onChange={(value) => setVisibility(value as ProgramVisibility)}
          >
            <Stack gap="xs" mt="xs">
              <Radio value="public" label={t('configure.public')} data-testid="visibility-public" />
              <Radio value="private" label={t('configure.private')} data-testid="visibility-private" />
            </Stack>
          </Radio.Group>
        </Card>
        <Group justify="flex-end">
          <Button type="submit" loading={update.isPending} data-testid="params-save">
            {t('actions.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
