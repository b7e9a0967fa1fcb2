import { useQuery } from '@apollo/client/react';
import { Anchor, Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { bsMonthKey, currentBsMonth } from '@nepali/bs-month';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { formatDay } from '../../i18n/dates';
import { useLanguage, useTexts } from '../../i18n/language-context';
import { PlansQuery } from '../../payments/operations';
import { OfficeUsageQuery } from './operations';
import { BsMonthSelect } from './BsMonthSelect';
import { planTexts } from './plan.texts';

/** The Bikram Sambat month Nepal is in, as the server counts an office's month: YYYY-MM. */
const nepalMonth = () => bsMonthKey(currentBsMonth());

/** Rows of a small two-column table that stays within a 360 px screen. */
function CountTable({
  label,
  head,
  rows,
  count,
}: {
  label: string;
  head: [string, string];
  rows: [string, number][];
  /** The number as the reader's language writes it. */
  count: (n: number) => string;
}) {
  return (
    <Table aria-label={label} layout="fixed" striped>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{head[0]}</Table.Th>
          <Table.Th w={90}>{head[1]}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map(([name, documents]) => (
          <Table.Tr key={name}>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{name}</Table.Td>
            <Table.Td>{count(documents)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/**
 * For the office's owners: its plan (and the plans to buy through the usual payment page, for
 * the office), its month per member and per document, its payments, and the month's statement.
 */
export function PlanPanel({ officeId }: { officeId: string }) {
  const { language } = useLanguage();
  const t = useTexts(planTexts);
  const [month, setMonth] = useState(nepalMonth());
  const plans = useQuery(PlansQuery);
  const { data } = useQuery(OfficeUsageQuery, {
    variables: { officeId, month },
    skip: !/^\d{4}-\d{2}$/.test(month),
    fetchPolicy: 'cache-and-network',
  });
  const usage = data?.officeUsage;
  const day = (iso: string) => formatDay(iso.slice(0, 10), language);

  return (
    <Stack gap="md">
      <Card withBorder padding="md">
        <Stack gap="xs">
          <Title order={2} size="h3">
            {t.plan}
          </Title>
          {usage?.plan ? (
            <Text>
              {t.active(
                t.planName(usage.plan),
                usage.planDocumentsLeft ?? 0,
                usage.planDocuments ?? 0,
                day(usage.planExpiresAt as string),
              )}
            </Text>
          ) : (
            <Text>{t.noPlan}</Text>
          )}
          {usage && <Text size="sm">{t.free(usage.freeDocumentsLeft)}</Text>}
          <Stack gap="xs">
            {(plans.data?.plans ?? []).map((plan) => (
              <Button
                key={plan.plan}
                component={Link}
                to={`/payment?plan=${plan.plan}&office=${officeId}`}
                variant="light"
                styles={{ label: { whiteSpace: 'normal' } }}
                h="auto"
                py={6}
              >
                {t.buy(t.planName(plan.plan), plan.price, plan.documents)}
              </Button>
            ))}
          </Stack>
        </Stack>
      </Card>
      <Card withBorder padding="md">
        <Stack gap="sm">
          <Title order={2} size="h3">
            {t.usage}
          </Title>
          <Group align="flex-end" wrap="wrap" gap="sm">
            <BsMonthSelect value={month} onChange={setMonth} />
            <Anchor
              href={`/np/offices/${officeId}/statement/${month}`}
              download={`statement-${month}.pdf`}
              size="sm"
            >
              <Group gap={4} wrap="nowrap">
                <IconDownload size={16} />
                {t.statement}
              </Group>
            </Anchor>
          </Group>
          {usage && <Text fw={600}>{t.total(usage.documents)}</Text>}
          {usage && usage.documents === 0 && <Text c="dimmed">{t.nothing}</Text>}
          {usage && usage.documents > 0 && (
            <>
              <Title order={3} size="h5">
                {t.byMember}
              </Title>
              <CountTable
                label={t.byMember}
                head={[t.member, t.countHead]}
                count={t.count}
                rows={usage.byMember.map((m) => [m.name, m.documents])}
              />
              <Title order={3} size="h5">
                {t.byWork}
              </Title>
              <CountTable
                label={t.byWork}
                head={[t.work, t.countHead]}
                count={t.count}
                rows={usage.byWork.map((w) => [language === 'ne' ? w.nameNe : w.nameEn, w.documents])}
              />
            </>
          )}
          <Title order={3} size="h5">
            {t.payments}
          </Title>
          {usage && usage.payments.length === 0 && <Text c="dimmed">{t.noPayments}</Text>}
          {usage?.payments.map((payment) => (
            <Text key={payment.id} size="sm">
              {t.payment(
                day(payment.createdAt as string),
                payment.plan ? t.planName(payment.plan) : '',
                payment.amount,
                payment.paidBy,
                payment.status,
              )}
            </Text>
          ))}
        </Stack>
      </Card>
    </Stack>
  );
}
