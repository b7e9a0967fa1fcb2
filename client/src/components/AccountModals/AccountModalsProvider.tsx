import { type ReactNode, Suspense, useMemo, useState } from 'react';
import { lazyScreen } from '../../lazy-screen';
import { type AccountModal, AccountModalsContext, type AccountModalsValue } from './account-modals-context';

const loadAccountModals = () => import('./AccountModals');
// The popups and their forms stay out of the landing page's first download.
const AccountModals = lazyScreen(loadAccountModals, 'AccountModals');

/** Lets any public page open the login or register popup; the two link to each other. */
export function AccountModalsProvider({ children }: { children: ReactNode }) {
  const [active, setActive] = useState<AccountModal | null>(null);
  // Stays mounted after the first open so closing can animate.
  const [everOpened, setEverOpened] = useState(false);

  const value = useMemo<AccountModalsValue>(
    () => ({
      openLogin: () => {
        setEverOpened(true);
        setActive('login');
      },
      openRegister: () => {
        setEverOpened(true);
        setActive('register');
      },
      close: () => setActive(null),
      preload: () => {
        void loadAccountModals();
      },
    }),
    [],
  );

  return (
    <AccountModalsContext.Provider value={value}>
      {children}
      {everOpened && (
        <Suspense fallback={null}>
          <AccountModals active={active} onClose={value.close} />
        </Suspense>
      )}
    </AccountModalsContext.Provider>
  );
}
