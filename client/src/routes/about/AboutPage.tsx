import { PageHeading } from '../../components/PageHeading/PageHeading';

export function AboutPage() {
  return <PageHeading>About</PageHeading>;
}
