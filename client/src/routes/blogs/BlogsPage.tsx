import { PageHeading } from '../../components/PageHeading/PageHeading';

export function BlogsPage() {
  return <PageHeading>Blogs</PageHeading>;
}
