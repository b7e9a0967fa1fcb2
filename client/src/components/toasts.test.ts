import { notifications, notificationsStore } from '@mantine/notifications';
import { showErrorToast, showSuccessToast } from './toasts';

const shown = () =>
  [...notificationsStore.getState().notifications, ...notificationsStore.getState().queue].map(
    (toast) => `${toast.color} ${toast.message}`,
  );

describe('toasts', () => {
  it('does not stack a message that is still up, but shows other messages and other colours', () => {
    showSuccessToast('Logged Out Successfully');
    showSuccessToast('Logged Out Successfully');
    showSuccessToast('Profile updated.');
    showErrorToast('Logged Out Successfully');
    expect(shown()).toEqual([
      'green Logged Out Successfully',
      'green Profile updated.',
      'red Logged Out Successfully',
    ]);
  });

  it('shows a message again once its toast has closed', () => {
    showSuccessToast('Logged Out Successfully');
    notifications.hide('green:Logged Out Successfully');
    expect(shown()).toEqual([]);
    showSuccessToast('Logged Out Successfully');
    expect(shown()).toEqual(['green Logged Out Successfully']);
  });
});
