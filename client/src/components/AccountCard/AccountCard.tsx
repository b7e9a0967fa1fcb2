import { Container, Paper, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The narrow centred card the account pages (verify, OTP, forgot and reset password) share. */
export function AccountCard({ title, description, children }: AccountCardProps) {
  return (
    <Container size={460} py={48}>
      <Paper withBorder shadow="sm" p={{ base: 'lg', sm: 'xl' }} radius="lg">
        <Title order={1} size="h2" mb={description ? 4 : 'md'}>
          {title}
        </Title>
        {description && (
          <Text c="dimmed" size="sm" mb="lg">
            {description}
          </Text>
        )}
        {children}
      </Paper>
    </Container>
  );
}

interface AccountCardProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}
