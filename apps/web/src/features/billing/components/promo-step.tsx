import { Alert, Stack, TextInput } from '@mantine/core';
import type { SubscriptionDraft } from '@opencall/shared/billing';
import { useCurrentLocale } from '../../../lib/domain-info-context';
import { formatMoney } from '../../../lib/money';
import { useTranslation } from '../../../lib/use-translation';
import type { PreviewAnswer } from '../hooks/use-billing';

/** Step `promo`: an optional promo code; the preview says at once whether it applies and what it takes off. */
export function PromoStep({
  draft,
  preview,
  updating,
  onChange,
}: {
  draft: SubscriptionDraft;
  preview: PreviewAnswer | undefined;
  updating: boolean;
  onChange: (change: (draft: SubscriptionDraft) => SubscriptionDraft) => void;
}) {
  const { t } = useTranslation('billing');
  const locale = useCurrentLocale();
  const code = draft.promoCode.trim();
  const settled = code !== '' && !updating && preview;
  return (
    <Stack>
      <TextInput
        label={t('promo.label')}
        description={t('promo.hint')}
        value={draft.promoCode}
        onChange={(event) => {
          const promoCode = event.currentTarget.value.toUpperCase();
          onChange((current) => ({ ...current, promoCode }));
        }}
        maxLength={64}
        autoCapitalize="characters"
        spellCheck={false}
        maw="20rem"
        data-testid="promo-code"
      />
      <div aria-live="polite">
        {settled && preview.errorCode === 'promo_code_invalid' && (
          <Alert color="red" variant="light" data-testid="promo-invalid">
            {t('apiErrors.promo_code_invalid')}
          </Alert>
        )}
        {settled && !preview.errorCode && preview.result.totalDiscount > 0 && (
          <Alert color="teal" variant="light" data-testid="promo-applied">
            {t('promo.applied', { code, amount: formatMoney(preview.result.totalDiscount, locale) })}
          </Alert>
        )}
      </div>
    </Stack>
  );
}
