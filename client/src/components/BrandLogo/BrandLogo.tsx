import { Group, Image, type MantineBreakpoint, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import logoMark from '../../assets/logo-mark.svg';
import { useTexts } from '../../i18n/language-context';
import { brandLogoTexts } from './BrandLogo.texts';

/** The mark and the wordmark; `wordmarkFrom` hides the wordmark below a breakpoint (narrow headers). */
export function BrandLogo({ to = '/', wordmarkFrom }: { to?: string; wordmarkFrom?: MantineBreakpoint }) {
  const t = useTexts(brandLogoTexts);
  return (
    <Link to={to} style={{ textDecoration: 'none', color: 'inherit' }} aria-label={t.home}>
      <Group gap={8} wrap="nowrap">
        <Image src={logoMark} w={34} h={34} alt="" />
        <Text
          fw={800}
          visibleFrom={wordmarkFrom}
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
