import { Badge, Card, Group, Image, Text, UnstyledButton } from '@mantine/core';
import { useNavigate } from 'react-router-dom';
import type { ServiceAreasQuery } from '../../gql/graphql';

export type ServiceArea = ServiceAreasQuery['serviceAreas'][number];

/** A service area's tile: its picture and names; the picture travels with the navigation. */
export function ServiceTile({ area }: { area: ServiceArea }) {
  const navigate = useNavigate();
  return (
    <UnstyledButton
      onClick={() => navigate(area.route, { state: { image: area.imageUrl } })}
      aria-label={area.nameEn}
      h="100%"
    >
      <Card withBorder shadow="xs" padding="md" radius="md" h="100%">
        <Card.Section>
          <Image src={area.imageUrl} alt="" h={150} fit="cover" />
        </Card.Section>
        <Group justify="space-between" mt="sm" wrap="nowrap" align="flex-start">
          <div>
            <Text fw={600}>{area.nameEn}</Text>
            <Text size="sm" c="dimmed">
              {area.nameNe}
            </Text>
          </div>
          {area.comingSoon && (
            <Badge variant="light" color="gray" style={{ flexShrink: 0 }}>
              Coming Soon
            </Badge>
          )}
        </Group>
      </Card>
    </UnstyledButton>
  );
}
