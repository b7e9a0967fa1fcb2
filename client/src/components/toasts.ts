import { notifications } from '@mantine/notifications';

// Toasts close after 5 s at the top right (set once on <Notifications> in app.tsx).
export function showSuccessToast(message: string): void {
  notifications.show({ color: 'green', message });
}

export function showErrorToast(message: string): void {
  notifications.show({ color: 'red', message });
}
