import { PageHeading } from '../../components/PageHeading/PageHeading';

export function PaymentFailurePage() {
  return <PageHeading>Transaction Unsuccessful</PageHeading>;
}
