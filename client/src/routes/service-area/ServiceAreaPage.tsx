import { useParams } from 'react-router-dom';
import { PageHeading } from '../../components/PageHeading/PageHeading';

/** Target of a dashboard service tile: /dashboard/{service name lowercased, spaces removed}. */
export function ServiceAreaPage() {
  const { serviceSlug = '' } = useParams();
  return <PageHeading>{serviceSlug}</PageHeading>;
}
