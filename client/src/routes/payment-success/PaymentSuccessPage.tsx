import { PaymentReturn } from '../../payments/PaymentReturn';

export function PaymentSuccessPage() {
  return <PaymentReturn kind="document" />;
}
