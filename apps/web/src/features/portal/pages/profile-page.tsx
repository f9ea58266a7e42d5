import { Alert, Anchor, Badge, Button, Stack, Table, Text, Title } from '@mantine/core';
import { formatDateTime } from '@opencall/shared/i18n';
import { Suspense, useState } from 'react';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../../lib/document-title';
import { useCurrentLocale } from '../../../lib/domain-info-context';
import { useSession } from '../../../lib/session/use-session';
import { useTranslation } from '../../../lib/use-translation';
import { DataTable } from '../../../ui/data-table';
import { ListStates } from '../../../ui/list-states';
import { STATUS_COLOURS } from '../../../ui/status-colours';
import { MyJurySessions } from '../../evaluations';
import { AccountSettings } from '../../profile';
import { RequestModal } from '../components/request-modal';
import { useMyApplications } from '../hooks/use-applicant-data';

/** `/{locale}/profile`: who is signed in, and their applications with where each one stands. */
export function ProfilePage() {
  const { t } = useTranslation('portal');
  useDocumentTitle(t('profile.title'));
  const locale = useCurrentLocale();
  const { user } = useSession();
  const query = useMyApplications();
  const applications = query.data ?? [];
  const [asking, setAsking] = useState<{ programId: string; applicationId: string; programTitle: string } | null>(null);
  return (
    <Stack gap="lg" data-testid="profile-page">
      <div>
        <Title order={1} fz="h2">
          {t('profile.title')}
        </Title>
        {user && (
          <Text c="dimmed">
            {[user.firstname, user.lastname].filter(Boolean).join(' ')} · {user.email}
          </Text>
        )}
      </div>
      <Title order={2} fz="h3">
        {t('profile.applications')}
      </Title>
      <ListStates
        query={query}
        loadingLabel={t('profile.loading')}
        failedTitle={t('profile.loadFailed')}
        testId="profile"
      />
      {query.isSuccess && applications.length === 0 && (
        <Alert color="gray" data-testid="profile-empty">
          {t('profile.empty')}{' '}
          <Anchor component={Link} to={`/${locale}/programs`}>
            {t('profile.browse')}
          </Anchor>
        </Alert>
      )}
      {applications.length > 0 && (
        <DataTable
          striped
          withTableBorder
          caption={t('profile.applications')}
          columns={[
            t('profile.program'),
            t('profile.category'),
            t('profile.status'),
            t('profile.updated'),
            t('request.column'),
          ]}
          testId="profile-applications"
        >
          {applications.map((application) => (
            <Table.Tr key={application.id} data-testid="profile-application">
              <Table.Td>
                <Anchor
                  component={Link}
                  to={`/${locale}/applications/${application.program.slug}/apply?responseId=${application.id}`}
                >
                  {application.program.title}
                </Anchor>
              </Table.Td>
              <Table.Td>{application.category?.title ?? '—'}</Table.Td>
              <Table.Td>
                <Badge color={STATUS_COLOURS[application.status]} variant="light">
                  {t(`status.${application.status}`)}
                </Badge>
              </Table.Td>
              <Table.Td>{formatDateTime(new Date(application.updatedAt), locale)}</Table.Td>
              <Table.Td>
                <Button
                  size="compact-sm"
                  variant="subtle"
                  onClick={() =>
                    setAsking({
                      programId: application.program.id,
                      applicationId: application.id,
                      programTitle: application.program.title,
                    })
                  }
                  data-testid="request-open"
                >
                  {t('request.open')}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </DataTable>
      )}
      <RequestModal target={asking} onClose={() => setAsking(null)} />
      <Title order={2} fz="h3">
        {t('profile.account')}
      </Title>
      {/* Most people sit on no jury: the section shows only for those who do. */}
      <Suspense fallback={null}>
        <MyJurySessions />
      </Suspense>
      <AccountSettings />
    </Stack>
  );
}
