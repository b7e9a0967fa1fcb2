import { useQuery } from '@apollo/client/react';
import { Badge, Button, Card, Container, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useTexts } from '../../i18n/language-context';
import { PlansQuery } from '../../payments/operations';
import { pricingTexts } from './pricing.texts';

/** Basic, Silver and Premium: documents per month for a monthly price. */
export function PricingPage() {
  const t = useTexts(pricingTexts);
  const { data } = useQuery(PlansQuery);
  return (
    <Container size="lg" py="xl">
      <Stack align="center" mb="lg">
        <Title order={1}>{t.title}</Title>
        <Text c="dimmed" ta="center">
          {t.intro}
        </Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {(data?.plans ?? []).map((plan) => {
          const name = t.planName(plan);
          return (
            <Card key={plan.plan} withBorder padding="xl" radius="md">
              <Stack>
                <Badge size="lg" variant="light" w="fit-content">
                  {name}
                </Badge>
                <Title order={2}>{t.price(plan.price)}</Title>
                <Text c="dimmed">{t.perMonth}</Text>
                <List spacing="xs">
                  <List.Item>{t.documentsPerMonth(plan.documents)}</List.Item>
                  <List.Item>{t.everyWork}</List.Item>
                  <List.Item>{t.wallets}</List.Item>
                </List>
                <Button component={Link} to={`/payment?plan=${plan.plan}`} aria-label={t.choose(name)}>
                  {t.choose(name)}
                </Button>
              </Stack>
            </Card>
          );
        })}
      </SimpleGrid>
    </Container>
  );
}
