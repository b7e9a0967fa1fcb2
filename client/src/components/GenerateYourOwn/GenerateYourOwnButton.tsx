import { Button, type ButtonProps } from '@mantine/core';
import { IconFileText } from '@tabler/icons-react';
import { useNavigate } from 'react-router-dom';
import { useAuth } from '../../auth/auth-context';
import { useAccountModals } from '../AccountModals/account-modals-context';

/** Generate Your Own: the register popup for a visitor, the generation screen once signed in. */
export function GenerateYourOwnButton({ label, ...props }: { label: string } & ButtonProps) {
  const signedIn = useAuth().status === 'authenticated';
  const modals = useAccountModals();
  const navigate = useNavigate();
  return (
    <Button
      leftSection={<IconFileText size={18} aria-hidden />}
      onClick={() => (signedIn ? navigate('/dashboard/lekhapadi') : modals.openRegister())}
      onPointerEnter={signedIn ? undefined : modals.preload}
      onFocus={signedIn ? undefined : modals.preload}
      {...props}
    >
      {label}
    </Button>
  );
}
