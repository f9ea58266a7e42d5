import { Card, Switch } from '@mantine/core';
import { PROGRAM_FEATURE_KEYS, type ProgramFeatureKey, type ProgramFeatures } from '@opencall/shared/programs';
import { useState } from 'react';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useTranslation } from '../../../lib/use-translation';
import { PageSection } from '../../../ui/page-section';
import { showToast } from '../../../ui/toasts';
import { useUpdateProgram } from '../hooks/use-update-program';
import { useCurrentProgram } from '../program-context';

/** `admin/programs/{programSlug}/program-features`: the optional parts of the program, each saved as it is switched. */
export function ProgramFeaturesPage() {
  const { t } = useTranslation('programs');
  const program = useCurrentProgram();
  const update = useUpdateProgram(program.id);
  // Shown at once; put back if the server refuses.
  const [features, setFeatures] = useState<ProgramFeatures>(program.features);
  const [saving, setSaving] = useState<ProgramFeatureKey | null>(null);

  async function toggle(key: ProgramFeatureKey, enabled: boolean) {
    setFeatures((current) => ({ ...current, [key]: enabled }));
    setSaving(key);
    try {
      await update.mutateAsync({ features: { [key]: enabled } });
      showToast({
        type: 'success',
        message: t(enabled ? 'features.enabled' : 'features.disabled', { name: t(`features.items.${key}.label`) }),
      });
    } catch (error) {
      setFeatures((current) => ({ ...current, [key]: !enabled }));
      showToast({ type: 'error', message: apiErrorMessage(error, t) });
    } finally {
      setSaving(null);
    }
  }

  return (
    <PageSection title={t('features.title')} description={t('features.intro')} maw="52rem" testId="program-features">
      <Card withBorder padding={0} component="ul" m={0} style={{ listStyle: 'none' }}>
        {PROGRAM_FEATURE_KEYS.map((key, index) => (
          <Card.Section key={key} component="li" withBorder={index > 0} p="md">
            <Switch
              checked={features[key]}
              disabled={saving === key}
              onChange={(event) => void toggle(key, event.currentTarget.checked)}
              label={t(`features.items.${key}.label`)}
              description={t(`features.items.${key}.description`)}
              size="md"
              data-testid={`feature-${key}`}
            />
          </Card.Section>
        ))}
      </Card>
    </PageSection>
  );
}
