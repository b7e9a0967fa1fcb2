import { memo } from 'react';
import { Link, type To } from 'react-router-dom';
import { useLanguage } from '../../i18n/language-context';
import { namesFor } from '../../i18n/texts';
import classes from './WorkList.module.css';

export interface ListedWork {
  key: string;
  nameNe: string;
  nameEn: string;
  /** Where its form is; by default on the screen that lists it (`?work=`). */
  to?: To;
}

/**
 * Works laid out to be tapped, each a link to its form: on a phone the choice is one tap on what
 * is already on screen, not a list to open first, and a link can also be opened in a new tab or
 * kept as a bookmark. Plain elements: it is drawn on the way to the form, where a slow phone
 * feels every component.
 */
export const WorkList = memo(function WorkList({
  works,
  label,
}: {
  works: ListedWork[];
  /** The list's name for screen readers (a navigation landmark). */
  label: string;
}) {
  const { language } = useLanguage();
  if (works.length === 0) return null;
  return (
    <nav aria-label={label}>
      <ul className={classes.list}>
        {works.map((work) => {
          const { name, otherName, otherLanguage } = namesFor(work, language);
          return (
            <li key={work.key}>
              <Link
                to={work.to ?? { search: `?work=${encodeURIComponent(work.key)}` }}
                className={classes.item}
              >
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
