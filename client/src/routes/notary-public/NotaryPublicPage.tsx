import { ComingSoon } from '../../components/ComingSoon/ComingSoon';

export function NotaryPublicPage() {
  return <ComingSoon service="Notary Public" />;
}
