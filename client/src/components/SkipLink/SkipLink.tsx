import { useTexts } from '../../i18n/language-context';
import { defineTexts } from '../../i18n/texts';
import classes from './SkipLink.module.css';

/** Where the skip link lands: each layout's main region carries this id. */
export const MAIN_CONTENT_ID = 'main-content';

const skipTexts = defineTexts({
  en: { skip: 'Skip to main content' },
  ne: { skip: 'मुख्य भागमा जानुहोस्' },
});

/**
 * The first thing Tab reaches on every page: a link past the header and the navigation to the
 * page's own content. Out of sight until it has the focus.
 */
export function SkipLink() {
  const t = useTexts(skipTexts);
  return (
    <a className={classes.link} href={`#${MAIN_CONTENT_ID}`}>
      {t.skip}
    </a>
  );
}
