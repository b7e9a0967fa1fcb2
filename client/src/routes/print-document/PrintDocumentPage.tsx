import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, Navigate, useParams } from 'react-router-dom';
import { readCurrentDocument } from '../../documents/current-document';
import { useLanguage } from '../../i18n/language-context';
import { DocumentScreen } from './DocumentScreen';
import { printTexts } from './print.texts';

/**
 * /dashboard/printdocument/:id shows one of the user's documents (reload, new tab, another
 * device). The bare /dashboard/printdocument leads to the one generated last in this tab.
 */
export function PrintDocumentPage() {
  const { id } = useParams();
  // Read once: the stored document does not change while this screen is open.
  const [current] = useState(readCurrentDocument);
  const { language } = useLanguage();
  const t = printTexts[language];

  if (id) return <DocumentScreen key={id} id={id} />;
  if (current) return <Navigate replace to={`/dashboard/printdocument/${current.id}`} />;
  return (
    <Stack>
      <Title order={1}>{t.title}</Title>
      <Text>{t.noDocument}</Text>
      <Anchor component={Link} to="/dashboard/lekhapadi" w="fit-content">
        {t.generate}
      </Anchor>
    </Stack>
  );
}
