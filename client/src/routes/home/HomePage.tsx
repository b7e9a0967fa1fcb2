import { useSiteSettings } from '../../site/site-settings';
import { useScrollToHash } from '../../site/use-scroll-to-hash';
import { ContactSection } from './ContactSection';
import { DocumentCatalogue } from './DocumentCatalogue';
import { HeroSection } from './HeroSection';
import { MakingImpacts } from './MakingImpacts';
import { TrustedBy } from './TrustedBy';

/** The landing page: hero, Trusted By, the documents we serve, Making Impacts, Contact Us. */
export function HomePage() {
  const settings = useSiteSettings();
  useScrollToHash();
  return (
    <>
      <HeroSection videoUrl={settings?.tutorialVideoUrl} />
      <TrustedBy />
      <DocumentCatalogue />
      <MakingImpacts />
      <ContactSection mapEmbedUrl={settings?.mapEmbedUrl} address={settings?.contactAddress} />
    </>
  );
}
