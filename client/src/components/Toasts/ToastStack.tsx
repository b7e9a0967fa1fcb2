import { Notifications } from '@mantine/notifications';
import classes from './ToastStack.module.css';

/** Where toasts appear: top right below the header, closing after 5 s (the product's toast rules). */
export function ToastStack() {
  return <Notifications position="top-right" autoClose={5000} classNames={{ root: classes.stack }} />;
}
