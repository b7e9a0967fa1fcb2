import { PageHeading } from '../../components/PageHeading/PageHeading';

export function ProfilePage() {
  return <PageHeading>Profile</PageHeading>;
}
