import { type RefObject, useEffect } from 'react';

/** The page header's height, which the toast stack keeps clear of (ToastStack.module.css). */
const HEADER_HEIGHT_VARIABLE = '--app-header-height';

/**
 * Publishes the header's drawn height on the document as a CSS variable while the header is on
 * screen. Toasts appear at the top right, and a toast over the header hid its buttons for five
 * seconds: "Log out" answered with a toast that covered "Login".
 */
export function usePublishedHeaderHeight(header: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = header.current;
    if (!element) return undefined;
    const root = document.documentElement;
    const publish = () => root.style.setProperty(HEADER_HEIGHT_VARIABLE, `${element.offsetHeight}px`);
    publish();
    // The public header loses its top strip below 992 px; the variable follows the header.
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(publish);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.style.removeProperty(HEADER_HEIGHT_VARIABLE);
    };
  }, [header]);
}
