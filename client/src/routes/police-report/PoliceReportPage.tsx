import { PageHeading } from '../../components/PageHeading/PageHeading';

export function PoliceReportPage() {
  return <PageHeading>Police Report</PageHeading>;
}
