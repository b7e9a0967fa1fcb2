import { useQuery } from '@apollo/client/react';
import { Loader, Text } from '@mantine/core';
import { useLanguage, useTexts } from '../i18n/language-context';
import { namesFor } from '../i18n/texts';
import { PurchaseNameQuery } from './operations';
import { paymentReturnTexts } from './payment-return.texts';

/** "You can generate जन्म मिति प्रमाणित document.": what was bought, by its name, never its key. */
export function PurchaseBought({ workKey, plan }: { workKey: string | null; plan: string | null }) {
  const t = useTexts(paymentReturnTexts);
  const { language } = useLanguage();
  const { data, loading } = useQuery(PurchaseNameQuery, {
    variables: { workKey, plan: plan as never },
    skip: !workKey && !plan,
  });
  if (loading) return <Loader size="sm" />;
  const quote = data?.paymentQuote;
  const name = quote ? namesFor(quote, language).name : null;
  if (plan) return <Text>{t.planActive(name ?? plan)}</Text>;
  return <Text>{name ? t.documentBought(name) : t.documentBoughtUnnamed}</Text>;
}
