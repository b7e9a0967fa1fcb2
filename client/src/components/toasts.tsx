import { Anchor, Text } from '@mantine/core';
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

const SESSION_GONE_ID = 'session-gone';

/** A screen that says it where the person acts (the Generate button) takes the toast's place. */
export function hideSessionGoneToast(): void {
  notifications.hide(SESSION_GONE_ID);
}

/**
 * The session ended elsewhere: said until the person acts on it (it does not close by itself), with
 * the way back in. One at a time, however many requests found the session gone.
 */
export function showSessionGoneToast(message: string, action: string, onAction: () => void): void {
  notifications.show({
    id: SESSION_GONE_ID,
    color: 'red',
    autoClose: false,
    message: (
      <>
        <Text size="sm">{message}</Text>
        <Anchor
          component="button"
          type="button"
          size="sm"
          fw={600}
          onClick={() => {
            notifications.hide(SESSION_GONE_ID);
            onAction();
          }}
        >
          {action}
        </Anchor>
      </>
    ),
  });
}
