import { Center, Loader } from '@mantine/core';
import { useTexts } from '../../i18n/language-context';
import { pageLoaderTexts } from './PageLoader.texts';

/** Stands in for a screen whose code is still downloading; the layout around it stays put. */
export function PageLoader() {
  const t = useTexts(pageLoaderTexts);
  return (
    <Center mih="40vh" role="status" aria-label={t.loading}>
      <Loader />
    </Center>
  );
}
