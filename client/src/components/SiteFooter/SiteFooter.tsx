import { Anchor, Box, Container, Divider, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useTexts } from '../../i18n/language-context';
import { BrandLogo } from '../BrandLogo/BrandLogo';
import classes from './SiteFooter.module.css';
import { footerColumns, siteFooterTexts } from './SiteFooter.texts';

export function SiteFooter() {
  const t = useTexts(siteFooterTexts);
  return (
    <Box component="footer" className={classes.footer}>
      <Container size="lg">
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xl">
          {footerColumns.map((column) => (
            <Stack key={column.key} gap={6}>
              <Title order={2} size="h6" tt="uppercase" c="dimmed">
                {t.columns[column.key]}
              </Title>
              {column.items.map((item) =>
                'to' in item ? (
                  <Anchor key={item.key} component={Link} to={item.to} size="sm" c="inherit">
                    {t.items[item.key]}
                  </Anchor>
                ) : (
                  <Text key={item.key} size="sm">
                    {t.items[item.key]}
                  </Text>
                ),
              )}
            </Stack>
          ))}
        </SimpleGrid>
        <Divider my="lg" />
        <Stack gap={4} align="flex-start">
          <BrandLogo />
          <Text size="sm" c="dimmed">
            {t.tagline}
          </Text>
          <Text size="xs" c="dimmed">
            © {new Date().getFullYear()} Lekhapadi
          </Text>
        </Stack>
      </Container>
    </Box>
  );
}
