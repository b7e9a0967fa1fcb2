import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';

export const FAILURE_TEXT =
  'Unfortunately, your transaction could not be completed. Please try again later or contact support if the issue persists.';

export function PaymentFailurePage() {
  return (
    <Container size="sm" py="xl">
      <Stack align="center" ta="center">
        <Title order={2}>Transaction Unsuccessful</Title>
        <Text>{FAILURE_TEXT}</Text>
        <Button component={Link} to="/dashboard">
          Go to Dashboard
        </Button>
      </Stack>
    </Container>
  );
}
