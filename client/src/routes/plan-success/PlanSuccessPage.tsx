import { PaymentReturn } from '../../payments/PaymentReturn';

export function PlanSuccessPage() {
  return <PaymentReturn kind="plan" />;
}
