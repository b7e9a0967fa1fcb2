import { PageHeading } from '../../components/PageHeading/PageHeading';

export function PrintDocumentPage() {
  return <PageHeading>Print Document</PageHeading>;
}
