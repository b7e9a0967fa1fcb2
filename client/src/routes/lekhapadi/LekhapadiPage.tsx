import { PageHeading } from '../../components/PageHeading/PageHeading';

export function LekhapadiPage() {
  return <PageHeading>Lekhapadi</PageHeading>;
}
