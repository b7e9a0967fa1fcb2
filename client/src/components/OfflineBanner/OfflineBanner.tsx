import { useApolloClient } from '@apollo/client/react';
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { useTexts } from '../../i18n/language-context';
import { useOnline } from '../../offline/use-online';
import { offlineBannerTexts } from './OfflineBanner.texts';

/** Above every signed-in screen while the connection is down; "Try again" reads the screen anew. */
export function OfflineBanner() {
  const online = useOnline();
  const client = useApolloClient();
  const t = useTexts(offlineBannerTexts);
  if (online) return null;
  return (
    <Alert
      color="orange"
      variant="filled"
      role="status"
      icon={<IconWifiOff size={18} />}
      mb="md"
      data-testid="offline-banner"
    >
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={500} style={{ flex: '1 1 14rem' }}>
          {t.offline}
        </Text>
        <Button
          size="xs"
          variant="white"
          color="dark"
          onClick={() => void client.refetchQueries({ include: 'active' })}
        >
          {t.retry}
        </Button>
      </Group>
    </Alert>
  );
}
