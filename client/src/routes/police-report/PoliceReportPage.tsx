import { useTexts } from '../../i18n/language-context';
import { GenerationScreen } from '../lekhapadi/GenerationScreen';
import { generationTexts } from '../lekhapadi/generation.texts';

export function PoliceReportPage() {
  return <GenerationScreen serviceAreaId={2} title={useTexts(generationTexts).policeReportTitle} />;
}
