import { PageHeading } from '../../components/PageHeading/PageHeading';

export function PaymentPage() {
  return <PageHeading>Payment</PageHeading>;
}
