import { useTexts } from '../../i18n/language-context';
import { GenerationScreen } from './GenerationScreen';
import { generationTexts } from './generation.texts';

export function LekhapadiPage() {
  return <GenerationScreen serviceAreaId={1} title={useTexts(generationTexts).lekhapadiTitle} />;
}
