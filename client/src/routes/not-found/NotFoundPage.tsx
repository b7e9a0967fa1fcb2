import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useTexts } from '../../i18n/language-context';
import { notFoundTexts } from './not-found.texts';

export function NotFoundPage() {
  const t = useTexts(notFoundTexts);
  return (
    <Container size="sm" py="xl">
      <Stack align="flex-start">
        <Title order={1}>{t.title}</Title>
        <Text c="dimmed">{t.text}</Text>
        <Button component={Link} to="/">
          {t.goHome}
        </Button>
      </Stack>
    </Container>
  );
}
