import { Notifications } from '@mantine/notifications';

/** Where toasts appear: top right, closing after 5 s (the product's toast rules). */
export function ToastStack() {
  return <Notifications position="top-right" autoClose={5000} />;
}
