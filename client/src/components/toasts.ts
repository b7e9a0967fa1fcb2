import { notifications } from '@mantine/notifications';

// Toasts close after 5 s at the top right (set once on <Notifications> in app.tsx).
export function showSuccessToast(message: string): void {
  show('green', message);
}

export function showErrorToast(message: string): void {
  show('red', message);
}

/**
 * The same message while it is still up is not stacked a second time (logging out, in and out again
 * within the 5 s said "Logged Out Successfully" twice): a toast's id is its colour and text, and
 * Mantine shows an id once.
 */
function show(color: 'green' | 'red', message: string) {
  notifications.show({ id: `${color}:${message}`, color, message });
}
