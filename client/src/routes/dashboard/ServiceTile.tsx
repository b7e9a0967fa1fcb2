import { Badge, Card, Group, Image, Text, UnstyledButton } from '@mantine/core';
import { useNavigate } from 'react-router-dom';
import type { ServiceAreasQuery } from '../../gql/graphql';
import { useLanguage, useTexts } from '../../i18n/language-context';
import { namesFor } from '../../i18n/texts';
import { dashboardTexts } from './dashboard.texts';

export type ServiceArea = ServiceAreasQuery['serviceAreas'][number];

/**
 * A service area's tile: its picture and names; the picture travels with the navigation. The
 * button is named by what it shows (both names, and "coming soon"), so what a speech user says and
 * what a screen reader reads match the words on the tile.
 */
export function ServiceTile({ area }: { area: ServiceArea }) {
  const navigate = useNavigate();
  const { language } = useLanguage();
  const t = useTexts(dashboardTexts);
  const { name, otherName, otherLanguage } = namesFor(area, language);
  return (
    <UnstyledButton onClick={() => navigate(area.route, { state: { image: area.imageUrl } })} h="100%">
      <Card withBorder shadow="xs" padding="md" radius="md" h="100%">
        <Card.Section>
          <Image src={area.imageUrl} alt="" h={150} fit="cover" />
        </Card.Section>
        <Group justify="space-between" mt="sm" wrap="nowrap" align="flex-start">
          <div>
            <Text fw={600}>{name}</Text>
            <Text size="sm" c="dimmed" lang={otherLanguage}>
              {otherName}
            </Text>
          </div>
          {area.comingSoon && (
            <Badge variant="light" color="gray" style={{ flexShrink: 0 }}>
              {t.comingSoon}
            </Badge>
          )}
        </Group>
      </Card>
    </UnstyledButton>
  );
}
