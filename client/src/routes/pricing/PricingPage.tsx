import { useQuery } from '@apollo/client/react';
import { Badge, Button, Card, Container, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { PlansQuery } from '../../payments/operations';

/** Basic, Silver and Premium: documents per month for a monthly price. */
export function PricingPage() {
  const { data } = useQuery(PlansQuery);
  return (
    <Container size="lg" py="xl">
      <Stack align="center" mb="lg">
        <Title order={1}>Pricing</Title>
        <Text c="dimmed" ta="center">
          Your first 10 documents are free. After that, pay per document or take a monthly plan.
        </Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {(data?.plans ?? []).map((plan) => (
          <Card key={plan.plan} withBorder padding="xl" radius="md">
            <Stack>
              <Badge size="lg" variant="light" w="fit-content">
                {plan.nameEn}
              </Badge>
              <Title order={2}>Rs{plan.price}</Title>
              <Text c="dimmed">per month</Text>
              <List spacing="xs">
                <List.Item>{plan.documents} documents a month</List.Item>
                <List.Item>Every ward, municipality, deed and police work</List.Item>
                <List.Item>Pay with eSewa or Khalti</List.Item>
              </List>
              <Button component={Link} to={`/payment?plan=${plan.plan}`} aria-label={`Choose ${plan.nameEn}`}>
                Choose {plan.nameEn}
              </Button>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </Container>
  );
}
