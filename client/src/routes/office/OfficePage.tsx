import { useQuery } from '@apollo/client/react';
import { Card, Stack, Title } from '@mantine/core';
import { useLanguage, useTexts } from '../../i18n/language-context';
import { useActiveOfficeId } from '../../offices/active-office';
import { MyOfficesQuery } from '../dashboard-layout/office-switcher.operations';
import { CreateOfficeForm } from './CreateOfficeForm';
import { ApiTokensSection } from '../profile/ApiTokensSection';
import { apiTokenTexts } from '../profile/api-tokens.texts';
import { MembersPanel } from './MembersPanel';
import { PlanPanel } from './PlanPanel';
import { officeTexts } from './office.texts';

/** The active office (its members, invitations) and the form that opens a new office. */
export function OfficePage() {
  const { language } = useLanguage();
  const t = useTexts(officeTexts);
  const officeId = useActiveOfficeId();
  const { data } = useQuery(MyOfficesQuery);
  const membership = data?.myOffices.find((m) => m.office.id === officeId) ?? null;
  const active = membership?.office ?? null;
  // The plan, usage and tokens are the owners' (billing.manage, tokens.manage); the server checks.
  const owner = membership?.role === 'owner';
  const tokens = useTexts(apiTokenTexts);
  return (
    <Stack>
      <Title order={1}>{active ? (language === 'ne' ? active.nameNe : active.nameEn) : t.title}</Title>
      {active && owner && <PlanPanel officeId={active.id} />}
      {active && <MembersPanel officeId={active.id} />}
      {active && owner && (
        <Card withBorder padding="md">
          <Stack gap="sm">
            <Title order={2} size="h3">
              {tokens.officeTitle}
            </Title>
            <ApiTokensSection officeId={active.id} />
          </Stack>
        </Card>
      )}
      <Card withBorder padding="md">
        <Stack gap="sm">
          <Title order={2} size="h3">
            {data?.myOffices.length ? t.createAnother : t.create}
          </Title>
          <CreateOfficeForm />
        </Stack>
      </Card>
    </Stack>
  );
}
