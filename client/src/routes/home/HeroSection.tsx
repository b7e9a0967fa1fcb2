import { Box, Container, Group, Image, List, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { GenerateYourOwnButton } from '../../components/GenerateYourOwn/GenerateYourOwnButton';
import { TutorialVideoButton } from '../../components/TutorialVideo/TutorialVideoButton';
import { useTexts } from '../../i18n/language-context';
import { homeTexts } from './home.texts';
import classes from './HomePage.module.css';

export function HeroSection({ videoUrl }: { videoUrl: string | null | undefined }) {
  const t = useTexts(homeTexts).hero;
  return (
    <Box component="section" className={classes.hero} aria-labelledby="hero-title">
      <Container size="lg" py={{ base: 40, md: 72 }}>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={48} verticalSpacing={32}>
          <Stack gap="md" justify="center">
            <Text fw={700} className={classes.eyebrow}>
              {t.eyebrow}
            </Text>
            <Title order={1} id="hero-title" className={classes.heroTitle}>
              {t.title}
            </Title>
            <Text size="xl" fw={600}>
              {t.tagline}
            </Text>
            <Text size="lg">{t.intro}</Text>
            <Group mt="sm">
              <GenerateYourOwnButton label={t.generate} size="lg" />
              {videoUrl && <TutorialVideoButton url={videoUrl} label={t.watchVideo} size="lg" />}
            </Group>
            <List
              spacing={6}
              mt="sm"
              icon={
                <ThemeIcon size={20} radius="xl" color="teal">
                  <IconCheck size={14} aria-hidden />
                </ThemeIcon>
              }
            >
              {t.highlights.map((item) => (
                <List.Item key={item}>{item}</List.Item>
              ))}
            </List>
          </Stack>
          <Image
            src="/images/service-areas/lekhapadi.svg"
            alt=""
            radius="lg"
            className={classes.heroImage}
            visibleFrom="sm"
          />
        </SimpleGrid>
      </Container>
    </Box>
  );
}
