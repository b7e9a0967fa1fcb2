import { PageHeading } from '../../components/PageHeading/PageHeading';

export function PricingPage() {
  return <PageHeading>Pricing</PageHeading>;
}
