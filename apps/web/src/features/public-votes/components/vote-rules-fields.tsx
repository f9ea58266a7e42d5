import { Group, NumberInput, Select, TextInput } from '@mantine/core';
import {
  RESULTS_VISIBILITIES,
  VOTER_VERIFICATIONS,
  type VoteRules,
  type VoterVerification,
} from '@opencall/shared/public-votes';
import { useTranslation } from '../../../lib/use-translation';

const limit = (value: string | number) => (value === '' ? null : Math.max(1, Math.round(Number(value))));

/** The vote's rules (votes per voter, per category, per day, results) and how voters prove who they are. */
export function VoteRulesFields({
  rules,
  verification,
  onRules,
  onVerification,
}: {
  rules: VoteRules;
  verification: VoterVerification;
  onRules: (rules: VoteRules) => void;
  onVerification: (verification: VoterVerification) => void;
}) {
  const { t } = useTranslation('votes');
  return (
    <>
      <Group align="flex-start" wrap="wrap">
        <NumberInput
          label={t('config.votesPerVoter')}
          min={1}
          max={1000}
          value={rules.votesPerVoter}
          onChange={(value) => onRules({ ...rules, votesPerVoter: limit(value) ?? 1 })}
          data-testid="vote-per-voter"
        />
        <NumberInput
          label={t('config.votesPerCategory')}
          description={t('config.noLimit')}
          min={1}
          max={1000}
          value={rules.votesPerCategory ?? ''}
          onChange={(value) => onRules({ ...rules, votesPerCategory: limit(value) })}
        />
        <NumberInput
          label={t('config.votesPerDay')}
          description={t('config.noLimit')}
          min={1}
          max={1000}
          value={rules.votesPerDay ?? ''}
          onChange={(value) => onRules({ ...rules, votesPerDay: limit(value) })}
        />
        <Select
          label={t('config.results')}
          data={RESULTS_VISIBILITIES.map((value) => ({ value, label: t(`config.resultsOptions.${value}`) }))}
          value={rules.results}
          allowDeselect={false}
          onChange={(value) => value && onRules({ ...rules, results: value as VoteRules['results'] })}
        />
      </Group>
      <Group align="flex-start" wrap="wrap">
        <Select
          label={t('config.verification')}
          data={VOTER_VERIFICATIONS.map((value) => ({ value, label: t(`config.verificationOptions.${value}`) }))}
          value={verification.mode}
          allowDeselect={false}
          onChange={(value) => value && onVerification({ ...verification, mode: value as VoterVerification['mode'] })}
          data-testid="vote-verification"
        />
        {verification.mode === 'email_domain' && (
          <TextInput
            label={t('config.domains')}
            description={t('config.domainsHint')}
            value={verification.domains.join(', ')}
            onChange={(event) =>
              onVerification({
                ...verification,
                domains: event.currentTarget.value
                  .split(/[,\s]+/)
                  .map((domain) => domain.trim().toLowerCase())
                  .filter(Boolean),
              })
            }
          />
        )}
      </Group>
    </>
  );
}
