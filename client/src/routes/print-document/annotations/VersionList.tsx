import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { fetchableUrl } from '../../../documents/pdf-file';
import { generatedAt } from '../../../documents/generated-at';
import { useLanguage } from '../../../i18n/language-context';
import { annotationTexts } from './annotations.texts';
import { useEditor } from './use-annotation-editor';

/**
 * The original and every annotated version, newest first, each downloadable. The original's time
 * is unknown (null) for the moment its file is on screen before the document's details arrive, as
 * on a slow phone right after Generate: the row then shows no time yet.
 */
export function VersionList({
  original,
}: {
  original: { downloadUrl: string | null; createdAt: string | null };
}) {
  const editor = useEditor();
  const { language } = useLanguage();
  const t = annotationTexts[language];
  const rows = [
    ...editor.versions.map((v) => ({
      key: v.id,
      label: t.version(v.number),
      when: v.createdAt as string | null,
      url: v.downloadUrl,
    })),
    { key: 'original', label: t.original, when: original.createdAt, url: original.downloadUrl },
  ];
  return (
    <Card withBorder radius="md" padding="sm" component="section" aria-label={t.versions}>
      <Title order={2} size="h4" mb="xs">
        {t.versions}
      </Title>
      <Stack
        gap={4}
        component="ol"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
        data-testid="versions"
      >
        {rows.map((row, i) => (
          <Group key={row.key} component="li" justify="space-between" gap="xs" mih={40} wrap="wrap">
            <Group gap="xs">
              <Text fw={500}>{row.label}</Text>
              {i === 0 && rows.length > 1 && <Badge variant="light">{t.latest}</Badge>}
              {row.when && (
                <Text size="sm" c="dimmed">
                  {generatedAt(row.when, language)}
                </Text>
              )}
            </Group>
            {row.url && (
              <Anchor href={fetchableUrl(row.url)} download>
                {t.downloadVersion}
              </Anchor>
            )}
          </Group>
        ))}
      </Stack>
    </Card>
  );
}
