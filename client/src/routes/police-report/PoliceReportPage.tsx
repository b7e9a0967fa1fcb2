import { GenerationScreen } from '../lekhapadi/GenerationScreen';

export function PoliceReportPage() {
  return <GenerationScreen serviceAreaId={2} title="Police Report" />;
}
