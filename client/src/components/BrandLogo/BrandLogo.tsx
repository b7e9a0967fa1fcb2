import { Group, Image, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import logoMark from '../../assets/logo-mark.svg';
import { useTexts } from '../../i18n/language-context';
import { brandLogoTexts } from './BrandLogo.texts';

export function BrandLogo({ to = '/' }: { to?: string }) {
  const t = useTexts(brandLogoTexts);
  return (
    <Link to={to} style={{ textDecoration: 'none', color: 'inherit' }} aria-label={t.home}>
      <Group gap={8} wrap="nowrap">
        <Image src={logoMark} w={34} h={34} alt="" />
        <Text
          fw={800}
          fz="xl"
          c="light-dark(var(--mantine-color-nepalBlue-7), var(--mantine-color-nepalBlue-3))"
          style={{ letterSpacing: '-0.02em' }}
        >
          Lekhapadi
        </Text>
      </Group>
    </Link>
  );
}
