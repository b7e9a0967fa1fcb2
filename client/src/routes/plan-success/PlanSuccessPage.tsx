import { PageHeading } from '../../components/PageHeading/PageHeading';

export function PlanSuccessPage() {
  return <PageHeading>Plan Payment Confirmation</PageHeading>;
}
