import { GenerationScreen } from './GenerationScreen';

export function LekhapadiPage() {
  return <GenerationScreen serviceAreaId={1} title="Lekhapadi" />;
}
