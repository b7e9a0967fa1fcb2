import { Box, Container, Divider, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { BrandLogo } from '../BrandLogo/BrandLogo';
import classes from './SiteFooter.module.css';

// Plain text on purpose: these entries have no pages yet, and links that go nowhere would mislead.
const columns = [
  { title: 'Company', items: ['About Us', 'Our Team', 'Careers', 'Contact'] },
  { title: 'Products', items: ['Kuruwa', 'Book your lawyer'] },
  { title: 'Supports', items: ['Help Center', 'How it works', 'Tutorial Videos', 'FAQ'] },
  { title: 'Trust and issues', items: ['Privacy Policy', 'Terms of Service', 'Security', 'Report an Issue'] },
];

export function SiteFooter() {
  return (
    <Box component="footer" className={classes.footer}>
      <Container size="lg">
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xl">
          {columns.map((column) => (
            <Stack key={column.title} gap={6}>
              <Title order={2} size="h6" tt="uppercase" c="dimmed">
                {column.title}
              </Title>
              {column.items.map((item) => (
                <Text key={item} size="sm">
                  {item}
                </Text>
              ))}
            </Stack>
          ))}
        </SimpleGrid>
        <Divider my="lg" />
        <Stack gap={4} align="flex-start">
          <BrandLogo />
          <Text size="sm" c="dimmed">
            Affordable, Quick, Hassle-free &amp; Accepted by All Nepali Organizations.
          </Text>
          <Text size="xs" c="dimmed">
            © {new Date().getFullYear()} Lekhapadi
          </Text>
        </Stack>
      </Container>
    </Box>
  );
}
