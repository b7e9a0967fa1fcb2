import { useEffect } from 'react';
import { preloadPath } from '../preload-path';

/**
 * The signed-in screens' code, fetched as soon as the frame is up: the layout holds its page back
 * until the Devanagari font is in (up to two seconds), and on a slow line the page's own download
 * would only start after that. Most visits go on to a generation screen, so its code comes too.
 */
export function usePrefetchDashboardScreens() {
  useEffect(() => {
    void preloadPath('/dashboard');
    void preloadPath('/dashboard/lekhapadi');
  }, []);
}
