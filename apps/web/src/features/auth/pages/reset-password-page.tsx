import type { Area } from '@opencall/shared/auth';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../lib/document-title';
import { useTranslation } from '../../../lib/use-translation';
import { ForgotPasswordForm } from '../components/forgot-password-form';
import { NewPasswordForm } from '../components/new-password-form';

/** `/{locale}/reset-password` and `/{locale}/admin/reset-password`: ask for a link, or use it (`?token=`). */
export function ResetPasswordPage({ area = 'public' }: { area?: Area }) {
  const { t } = useTranslation('auth');
  const token = useSearchParams()[0].get('token');
  useDocumentTitle(token ? t('resetPassword.newTitle') : t('resetPassword.title'));
  return token ? <NewPasswordForm token={token} area={area} /> : <ForgotPasswordForm area={area} />;
}
