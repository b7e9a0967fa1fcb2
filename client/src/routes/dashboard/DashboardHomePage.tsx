import { PageHeading } from '../../components/PageHeading/PageHeading';

export function DashboardHomePage() {
  return <PageHeading>Generate Document</PageHeading>;
}
