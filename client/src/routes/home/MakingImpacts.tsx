import { Card, Container, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBuildingBank, IconBus, IconFileText } from '@tabler/icons-react';
import { useTexts } from '../../i18n/language-context';
import { homeTexts } from './home.texts';

const services = [
  { key: 'lekhapadhi', Icon: IconFileText, color: 'nepalBlue' },
  { key: 'yatayat', Icon: IconBus, color: 'teal' },
  { key: 'parliyament', Icon: IconBuildingBank, color: 'crimson' },
] as const;

export function MakingImpacts() {
  const t = useTexts(homeTexts).impacts;
  return (
    <Container size="lg" py="xl" component="section" aria-labelledby="impacts-title">
      <Stack gap={4} mb="lg">
        <Title order={2} id="impacts-title">
          {t.title}
        </Title>
        <Text>{t.intro}</Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {services.map(({ key, Icon, color }) => (
          <Card key={key} withBorder padding="lg" radius="lg">
            <ThemeIcon size={56} radius="xl" variant="light" color={color}>
              <Icon size={30} stroke={1.6} aria-hidden />
            </ThemeIcon>
            <Title order={3} size="h4" mt="md">
              {t.services[key].name}
            </Title>
            <Text mt={4}>{t.services[key].text}</Text>
          </Card>
        ))}
      </SimpleGrid>
    </Container>
  );
}
