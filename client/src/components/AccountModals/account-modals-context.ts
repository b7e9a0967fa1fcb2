import { createContext, useContext } from 'react';

export type AccountModal = 'login' | 'register';

export interface AccountModalsValue {
  openLogin: () => void;
  openRegister: () => void;
  close: () => void;
  /** Starts downloading the popups (on hover or focus of a button that opens them). */
  preload: () => void;
}

export const AccountModalsContext = createContext<AccountModalsValue | null>(null);

export function useAccountModals(): AccountModalsValue {
  const value = useContext(AccountModalsContext);
  if (!value) throw new Error('useAccountModals must be used inside <AccountModalsProvider>');
  return value;
}
