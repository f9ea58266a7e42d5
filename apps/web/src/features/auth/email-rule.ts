import { isAcceptableEmail, isYopmail } from '@opencall/shared/auth';
import type { TFunction } from '../../lib/translator';

/** SPEC §5 required + account-email rules (valid, not banned, not yopmail), with the spec's messages. */
export function accountEmailRule(t: TFunction, bannedDomains: readonly string[]) {
  return (value: string) => {
    if (!value.trim()) return t('auth:validation.required');
    return isAcceptableEmail(value, bannedDomains) && !isYopmail(value) ? null : t('errors:email_not_accepted');
  };
}
