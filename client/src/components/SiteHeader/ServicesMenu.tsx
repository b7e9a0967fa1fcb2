import { IconChevronDown } from '@tabler/icons-react';
import { type FocusEvent, type KeyboardEvent, useId, useRef, useState } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { useTexts } from '../../i18n/language-context';
import classes from './SiteHeader.module.css';
import { serviceCategoryLinks, siteHeaderTexts } from './SiteHeader.texts';

/**
 * "Services" with its categories: opens on hover, and on the caret button for keyboard and touch
 * (a disclosure of links, not an ARIA menu). Plain elements and CSS: the landing page carries no
 * popover engine for one list of four links.
 */
export function ServicesMenu() {
  const t = useTexts(siteHeaderTexts);
  // Hover opens it for as long as the pointer stays; the caret pins it open (or closes it), so a
  // pointer that hovers and then clicks the caret does not close what it just opened.
  const [state, setState] = useState<'closed' | 'hovered' | 'pinned'>('closed');
  const opened = state !== 'closed';
  const close = () => setState('closed');
  const listId = useId();
  const caret = useRef<HTMLButtonElement>(null);

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !opened) return;
    close();
    caret.current?.focus();
  };
  const closeWhenFocusLeaves = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close();
  };

  return (
    // Hover and Escape only add to the caret button, which is the control for keyboard and touch.
    // biome-ignore lint/a11y/noStaticElementInteractions: see above
    <div
      className={classes.services}
      onMouseEnter={() => setState((current) => (current === 'closed' ? 'hovered' : current))}
      onMouseLeave={() => setState((current) => (current === 'hovered' ? 'closed' : current))}
      onKeyDown={closeOnEscape}
      onBlur={closeWhenFocusLeaves}
    >
      <NavLink to="/services" className={classes.link}>
        {t.nav.services}
      </NavLink>
      <button
        ref={caret}
        type="button"
        className={classes.caret}
        aria-expanded={opened}
        aria-controls={listId}
        aria-label={t.nav.showServices}
        onClick={() => setState((current) => (current === 'pinned' ? 'closed' : 'pinned'))}
      >
        <IconChevronDown size={14} aria-hidden />
      </button>
      <ul id={listId} className={classes.dropdown} hidden={!opened}>
        {serviceCategoryLinks.map((category) => (
          <li key={category.key}>
            <Link to={category.to} className={classes.dropdownLink} onClick={close}>
              {t.serviceCategories[category.key]}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
