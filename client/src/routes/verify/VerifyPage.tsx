import { useQuery } from '@apollo/client/react';
import { Alert, Code, Container, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconShieldCheck } from '@tabler/icons-react';
import { useParams } from 'react-router-dom';
import { readServerFailure } from '../../apollo/errors';
import { useLanguage, useTexts } from '../../i18n/language-context';
import { serverMessage } from '../../i18n/server-messages';
import { FileCheck } from './FileCheck';
import { DocumentVerificationQuery } from './operations';
import { verifyTexts } from './verify.texts';

/**
 * /verify/:code, the page a document's QR code opens: anyone, signed in or not, sees what the
 * server tells of the code (work, BS date, masked name, the PDF's hash) and may check a file.
 */
export function VerifyPage() {
  const { code = '' } = useParams();
  const t = useTexts(verifyTexts);
  const { language } = useLanguage();
  const { data, loading, error } = useQuery(DocumentVerificationQuery, { variables: { code } });
  const found = data?.documentVerification;

  if (loading && !data) {
    return (
      <Container size="sm" py="xl">
        <Loader aria-label={t.loading} />
      </Container>
    );
  }
  // A refused or failed lookup is not a "not found": the paper may be genuine.
  if (error && !data) {
    return (
      <Container size="sm" py="xl">
        <Stack align="flex-start">
          <Title order={1}>{t.lookupFailedTitle}</Title>
          <Alert color="orange">{serverMessage(readServerFailure(error), language, t.lookupFailed)}</Alert>
        </Stack>
      </Container>
    );
  }
  if (!found) {
    return (
      <Container size="sm" py="xl">
        <Stack align="flex-start">
          <Title order={1}>{t.notFoundTitle}</Title>
          <Text c="dimmed">{t.notFoundText}</Text>
        </Stack>
      </Container>
    );
  }
  const rows: [string, string][] = [
    [t.code, found.code],
    [t.work, language === 'ne' ? found.workNameNe : `${found.workNameEn} (${found.workNameNe})`],
    [t.issuedOn, t.date(found.issuedOnBs)],
    [t.applicant, found.maskedName],
  ];
  return (
    <Container size="sm" py="xl">
      <Stack>
        <Title order={1}>{t.title}</Title>
        {found.specimen ? (
          <Alert color="red" icon={<IconAlertTriangle />}>
            {t.specimen}
          </Alert>
        ) : (
          <Alert color="green" icon={<IconShieldCheck />}>
            {t.lead}
          </Alert>
        )}
        <Table variant="vertical" withTableBorder>
          <Table.Tbody>
            {rows.map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Th w="40%">{label}</Table.Th>
                <Table.Td>{value}</Table.Td>
              </Table.Tr>
            ))}
            <Table.Tr>
              <Table.Th>{t.hash}</Table.Th>
              <Table.Td>
                <Code style={{ wordBreak: 'break-all' }}>{found.pdfSha256}</Code>
              </Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
        <FileCheck issuedSha256={found.pdfSha256} />
      </Stack>
    </Container>
  );
}
