import { PageHeading } from '../../components/PageHeading/PageHeading';

export function HomePage() {
  return <PageHeading>Home</PageHeading>;
}
