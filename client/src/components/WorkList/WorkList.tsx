import { memo } from 'react';
import { Link } from 'react-router-dom';
import { useLanguage } from '../../i18n/language-context';
import { namesFor } from '../../i18n/texts';
import { generationTexts } from './generation.texts';
import classes from './WorkList.module.css';

interface Work {
  key: string;
  nameNe: string;
  nameEn: string;
}

/**
 * The area's works laid out to be tapped, under the selector: on a phone the choice is one tap
 * on what is already on screen, not a list to open first. Each is a link to the work's form
 * (`?work=`), so it can also be opened in a new tab or kept as a bookmark. Plain elements: it is
 * drawn on the way to the form, where a slow phone feels every component.
 */
export const WorkList = memo(function WorkList({ works }: { works: Work[] }) {
  const { language } = useLanguage();
  if (works.length === 0) return null;
  return (
    <nav aria-label={generationTexts[language].allWorks}>
      <ul className={classes.list}>
        {works.map((work) => {
          const { name, otherName, otherLanguage } = namesFor(work, language);
          return (
            <li key={work.key}>
              <Link to={{ search: `?work=${encodeURIComponent(work.key)}` }} className={classes.item}>
                <span className={classes.name}>{name}</span>
                <span className={classes.otherName} lang={otherLanguage}>
                  {otherName}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
});
