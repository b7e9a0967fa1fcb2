import { PageHeading } from '../../components/PageHeading/PageHeading';

export function PaymentSuccessPage() {
  return <PageHeading>Payment Confirmation</PageHeading>;
}
