import { PageHeading } from '../../components/PageHeading/PageHeading';

export function ServicesPage() {
  return <PageHeading>Services</PageHeading>;
}
