import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';

export function NotFoundPage() {
  return (
    <Container size="sm" py="xl">
      <Stack align="flex-start">
        <Title order={1}>Page not found</Title>
        <Text c="dimmed">The address you opened does not exist on Lekhapadi.</Text>
        <Button component={Link} to="/">
          Go to Home
        </Button>
      </Stack>
    </Container>
  );
}
