import { Card, Radio, Select, Stack } from '@mantine/core';
import type { Program, ProgramVisibility } from '@opencall/shared/programs';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { SettingsCard, SettingsForm } from '../../../ui/settings-form';
import { useProgramSettingsForm } from '../hooks/use-program-settings-form';
import { fromZonedInput, timeZoneNames, toZonedInput, utcOffsetLabel } from '../program-dates';
import { DateFields } from './date-fields';

/**
 * Opening and closing dates, time zone and visibility of one program. The dates are wall-clock
 * times of the chosen zone: changing the zone keeps what is typed and reads it in the new zone.
 */
export function ProgramParamsForm({ program }: { program: Program }) {
  const { t } = useTranslation('programs');
  const form = useProgramSettingsForm(program.id);
  const { errors } = form;
  const [timeZone, setTimeZone] = useState(program.timezone);
  const [dates, setDates] = useState({
    openingAt: toZonedInput(program.openingAt, program.timezone),
    closingAt: toZonedInput(program.closingAt, program.timezone),
  });
  const [visibility, setVisibility] = useState<ProgramVisibility>(program.visibility);
  const zones = useMemo(() => {
    const now = Date.now();
    return timeZoneNames(program.timezone).map((zone) => ({
      value: zone,
      label: `${zone.replaceAll('_', ' ')} (${utcOffsetLabel(zone, now)})`,
    }));
  }, [program.timezone]);

  const save = () => {
    const opening = fromZonedInput(dates.openingAt, timeZone);
    const closing = fromZonedInput(dates.closingAt, timeZone);
    const isOrdered = !opening || !closing || closing > opening;
    return form.save(isOrdered ? {} : { closingAt: t('errors.not_after_opening') }, () => ({
      openingAt: opening,
      closingAt: closing,
      timezone: timeZone,
      visibility,
    }));
  };

  return (
    <SettingsForm
      label={t('params.title')}
      testId="program-params-form"
      general={form.general}
      busy={form.isSaving}
      submitLabel={t('actions.save')}
      submitTestId="params-save"
      onSubmit={save}
    >
      <SettingsCard title={t('configure.calendar')}>
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
      </SettingsCard>
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
    </SettingsForm>
  );
}
