import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTexts } from '../../i18n/language-context';
import { accountModalsTexts } from './AccountModals.texts';
import type { AccountModal } from './account-modals-context';
import { LoginForm } from './LoginForm';
import { RegisterForm } from './RegisterForm';

/** The login and register popups; the page behind them blurs. Loaded on first open. */
export function AccountModals({ active, onClose }: { active: AccountModal | null; onClose: () => void }) {
  const t = useTexts(accountModalsTexts);
  const isPhone = useMediaQuery('(max-width: 36em)');
  const modalProps = {
    onClose,
    centered: true,
    size: 'md',
    fullScreen: isPhone,
    overlayProps: { backgroundOpacity: 0.45, blur: 4 },
    styles: { title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } },
  } as const;

  return (
    <>
      <Modal {...modalProps} opened={active === 'login'} title={t.loginTitle}>
        <LoginForm />
      </Modal>
      <Modal {...modalProps} opened={active === 'register'} title={t.registerTitle}>
        <RegisterForm />
      </Modal>
    </>
  );
}
