import { useEffect } from 'react';

/**
 * The signed-in screens' code, fetched as soon as the frame is up: the layout holds its page back
 * until the Devanagari font is in (up to two seconds), and on a slow line the page's own download
 * would only start after that. Most visits go on to a generation screen, so its code comes too.
 */
export function usePrefetchDashboardScreens() {
  useEffect(() => {
    void import('../dashboard/DashboardHomePage').catch(() => undefined);
    void import('../lekhapadi/LekhapadiPage').catch(() => undefined);
  }, []);
}
