import { Alert, Anchor, Stack } from '@mantine/core';
import { IconLogin, IconWifiOff } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useAuth } from '../../../auth/auth-context';
import { type DocumentCounts, DocumentsLeft } from '../../../components/DocumentsLeft/DocumentsLeft';
import { hideSessionGoneToast } from '../../../components/toasts';
import { useTexts } from '../../../i18n/language-context';
import { useOnline } from '../../../offline/use-online';
import { guidedTexts } from './guided.texts';

/**
 * What the person at the Generate button needs to know, beside it: what is left of the allowance,
 * that the button will wait for the connection, or that the session is gone and why it will not go.
 */
export function GenerateNotice({
  counts,
  signedOut,
  waiting,
}: {
  counts: DocumentCounts | null;
  signedOut: boolean;
  /** The document is already waiting for the connection (its progress says so). */
  waiting: boolean;
}) {
  const t = useTexts(guidedTexts);
  const online = useOnline();
  const { setUser } = useAuth();
  // Said here, beside the button: the same words in a corner toast would be said twice.
  useEffect(() => {
    if (signedOut) hideSessionGoneToast();
  }, [signedOut]);
  return (
    <Stack gap="xs">
      {counts && <DocumentsLeft counts={counts} />}
      {signedOut ? (
        <Alert color="red" role="alert" icon={<IconLogin size={18} aria-hidden />} data-notice="signed-out">
          {t.signedOut}{' '}
          {/* Forgetting the user here too: the public pages would send a signed-in one back. */}
          <Anchor component={Link} to="/" fw={600} onClick={() => setUser(null)}>
            {t.signInAgain}
          </Anchor>
        </Alert>
      ) : (
        !online &&
        !waiting && (
          <Alert
            color="orange"
            role="status"
            icon={<IconWifiOff size={18} aria-hidden />}
            data-notice="offline"
          >
            {t.offline}
          </Alert>
        )
      )}
    </Stack>
  );
}
