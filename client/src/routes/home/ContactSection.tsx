import { Box, Container, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { useTexts } from '../../i18n/language-context';
import { ContactForm } from './ContactForm';
import { homeTexts } from './home.texts';
import classes from './HomePage.module.css';

/**
 * Contact Us: the configured map embed, or a drawing of it that needs no network (the page must
 * work offline and without a map provider), and the form.
 */
export function ContactSection({
  mapEmbedUrl,
  address,
}: {
  mapEmbedUrl: string | null | undefined;
  address: string | null | undefined;
}) {
  const t = useTexts(homeTexts).contact;
  return (
    <Box component="section" id="contact" aria-labelledby="contact-title" py="xl">
      <Container size="lg">
        <Stack gap={4} mb="lg">
          <Title order={2} id="contact-title">
            {t.title}
          </Title>
          <Text>{t.intro}</Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
          <Stack gap="sm">
            {mapEmbedUrl ? (
              <iframe
                src={mapEmbedUrl}
                title={t.mapTitle}
                className={classes.map}
                loading="lazy"
                referrerPolicy="no-referrer"
              />
            ) : (
              <Image src="/images/contact-map.svg" alt={t.mapAlt} radius="lg" />
            )}
            <Text fw={600}>
              <IconMapPin size={18} aria-hidden style={{ verticalAlign: 'text-bottom' }} />{' '}
              {address ?? t.defaultAddress}
            </Text>
          </Stack>
          <ContactForm />
        </SimpleGrid>
      </Container>
    </Box>
  );
}
