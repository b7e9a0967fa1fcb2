import { Paper, Progress, Skeleton, Stack, Text } from '@mantine/core';
import { useLanguage } from '../../i18n/language-context';
import { printTexts } from './print.texts';

/**
 * An A4 sheet's outline and a bar while the file downloads, so a slow phone shows how far it is
 * (the share is known once the server has said the file's size; until then the bar runs).
 */
export function LoadingSkeleton({ progress }: { progress: number | null }) {
  const { language } = useLanguage();
  const t = printTexts[language];
  const percent = progress === null ? null : Math.round(progress * 100);
  return (
    <Stack gap="xs" align="center" data-testid="pdf-skeleton">
      <Text size="sm" role="status">
        {percent === null ? t.loading : t.loadingShare(percent)}
      </Text>
      <Progress
        w="100%"
        maw={600}
        value={percent ?? 100}
        animated={percent === null}
        aria-label={t.loading}
      />
      <Paper withBorder radius={0} w="100%" maw={600} p="xl" style={{ aspectRatio: '210 / 297' }}>
        <Stack gap="md">
          <Skeleton height={16} width="50%" mx="auto" animate />
          <Skeleton height={10} />
          <Skeleton height={10} />
          <Skeleton height={10} width="80%" />
          <Skeleton height={10} mt="lg" />
          <Skeleton height={10} width="90%" />
        </Stack>
      </Paper>
    </Stack>
  );
}
