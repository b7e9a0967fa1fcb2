import { ComingSoon } from '../../components/ComingSoon/ComingSoon';

export function KuruwaPage() {
  return <ComingSoon service="Kuruwa" />;
}
