import {
  Accordion,
  Badge,
  Box,
  Card,
  Container,
  Group,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconBuildingBank, IconBus, IconCar, IconFileText } from '@tabler/icons-react';
import { useState } from 'react';
import { GenerateYourOwnButton } from '../../components/GenerateYourOwn/GenerateYourOwnButton';
import { TutorialVideoButton } from '../../components/TutorialVideo/TutorialVideoButton';
import { useLanguage, useTexts } from '../../i18n/language-context';
import { formatNumber } from '../../i18n/numbers';
import { useSiteSettings } from '../../site/site-settings';
import { useScrollToHash } from '../../site/use-scroll-to-hash';
import { aboutTexts } from './about.texts';

const services = [
  { key: 'lekhapadhi', Icon: IconFileText, live: true },
  { key: 'yatayat', Icon: IconBus, live: false },
  { key: 'parliyament', Icon: IconBuildingBank, live: false },
  { key: 'car', Icon: IconCar, live: false },
] as const;

export function AboutPage() {
  const t = useTexts(aboutTexts);
  const { language } = useLanguage();
  const videoUrl = useSiteSettings()?.tutorialVideoUrl;
  // One answer open at a time; clicking the open question closes it.
  const [openQuestion, setOpenQuestion] = useState<string | null>(null);
  useScrollToHash();

  return (
    <Container size="lg" py="xl">
      <Stack gap={48}>
        <Stack gap="md" maw={760} component="section" aria-labelledby="about-title">
          <Title order={1} id="about-title">
            {t.title}
          </Title>
          <Text size="lg">{t.mission}</Text>
          <Group>
            <GenerateYourOwnButton label={t.generate} size="md" />
            {videoUrl && <TutorialVideoButton url={videoUrl} label={t.watchVideo} size="md" />}
          </Group>
        </Stack>

        <Box component="section" id="how-it-works" aria-labelledby="how-title">
          <Title order={2} id="how-title" mb="md">
            {t.howItWorks.title}
          </Title>
          <SimpleGrid
            cols={{ base: 1, sm: 2, md: 4 }}
            component="ol"
            style={{ listStyle: 'none', padding: 0 }}
          >
            {t.howItWorks.steps.map((step, index) => (
              <Card key={step.title} withBorder radius="lg" padding="lg" component="li">
                <ThemeIcon radius="xl" size="lg" aria-hidden>
                  {formatNumber(index + 1, language)}
                </ThemeIcon>
                <Title order={3} size="h5" mt="sm">
                  {step.title}
                </Title>
                <Text mt={4}>{step.text}</Text>
              </Card>
            ))}
          </SimpleGrid>
        </Box>

        <Box component="section" aria-labelledby="why-title">
          <Title order={2} id="why-title" mb="md">
            {t.whyJoin.title}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {t.whyJoin.reasons.map((reason) => (
              <Stack key={reason.title} gap={4}>
                <Title order={3} size="h5">
                  {reason.title}
                </Title>
                <Text>{reason.text}</Text>
              </Stack>
            ))}
          </SimpleGrid>
        </Box>

        <Stack gap="sm" maw={760} component="section" aria-labelledby="solutions-title">
          <Title order={2} id="solutions-title">
            {t.solutions.title}
          </Title>
          <Text>{t.solutions.text}</Text>
        </Stack>

        <Box component="section" aria-labelledby="services-strip-title">
          <Title order={2} id="services-strip-title" mb="md">
            {t.servicesTitle}
          </Title>
          <SimpleGrid cols={{ base: 2, sm: 4 }}>
            {services.map(({ key, Icon, live }) => (
              <Card key={key} withBorder radius="lg" padding="md">
                <Stack align="center" gap={6}>
                  <ThemeIcon size={48} radius="xl" variant="light" color={live ? 'nepalBlue' : 'gray'}>
                    <Icon size={26} stroke={1.6} aria-hidden />
                  </ThemeIcon>
                  <Text fw={700}>{t.services[key]}</Text>
                  {!live && (
                    <Badge variant="light" color="gray">
                      {t.comingSoon}
                    </Badge>
                  )}
                </Stack>
              </Card>
            ))}
          </SimpleGrid>
        </Box>

        <Box component="section" id="faq" aria-labelledby="faq-title" maw={860}>
          <Title order={2} id="faq-title" mb="md">
            {t.faqTitle}
          </Title>
          <Accordion value={openQuestion} onChange={setOpenQuestion} variant="separated" radius="md">
            {t.faq.map((item) => (
              <Accordion.Item key={item.id} value={item.id} id={`faq-${item.id}`}>
                <Accordion.Control>{item.question}</Accordion.Control>
                <Accordion.Panel>{item.answer}</Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        </Box>
      </Stack>
    </Container>
  );
}
