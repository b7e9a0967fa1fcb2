import { Container, Group, Stack, Text, Title } from '@mantine/core';
import {
  IconBuildingCommunity,
  IconBuildingEstate,
  IconHome,
  IconMap2,
  IconShieldCheck,
} from '@tabler/icons-react';
import { useTexts } from '../../i18n/language-context';
import { homeTexts } from './home.texts';
import classes from './HomePage.module.css';

// Not endorsements: the offices whose formats the papers follow, where people hand them in.
const offices = [
  { key: 'ward', Icon: IconHome },
  { key: 'municipality', Icon: IconBuildingCommunity },
  { key: 'dao', Icon: IconBuildingEstate },
  { key: 'police', Icon: IconShieldCheck },
  { key: 'landRevenue', Icon: IconMap2 },
] as const;

export function TrustedBy() {
  const t = useTexts(homeTexts).trustedBy;
  return (
    <Container size="lg" py="xl" component="section" aria-labelledby="trusted-title">
      <Stack gap={4} align="center" mb="lg">
        <Title order={2} id="trusted-title" size="h4" tt="uppercase" ta="center">
          {t.title}
        </Title>
        <Text ta="center">{t.intro}</Text>
      </Stack>
      <Group justify="center" gap="xl" component="ul" className={classes.logoStrip}>
        {offices.map(({ key, Icon }) => (
          <Group key={key} gap={8} wrap="nowrap" component="li" className={classes.logo}>
            <Icon size={28} stroke={1.5} aria-hidden />
            <Text fw={600}>{t.offices[key]}</Text>
          </Group>
        ))}
      </Group>
    </Container>
  );
}
