import { useNotifications } from '@mantine/notifications';
import { Suspense, useState } from 'react';
import { lazyScreen } from '../../lazy-screen';

const ToastStack = lazyScreen(() => import('./ToastStack'), 'ToastStack');

/**
 * Mounts the toast stack with the first toast. Most visits to the public pages never see one,
 * so its code (and its transitions) load only then; a toast shown before it is ready waits in
 * the notifications store and appears as soon as it is.
 */
export function Toasts() {
  const { notifications } = useNotifications();
  const [needed, setNeeded] = useState(false);
  if (notifications.length > 0 && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ToastStack />
    </Suspense>
  );
}
