import { ShellPage } from '@cppcc/contracts';
import { useLocation } from 'react-router';
import type { AppRoute } from '@/app/router/types';
// not lazy: every sign-in lands here, so the home page comes with the shell's routes (app/router/shellRoutes.tsx)
// instead of one more round trip after them; its widgets stay lazy
import HomePage from './pages/HomePage';

/**
 * A navigation cancels the queries in flight (app/router), and a cancelled first load is left with no
 * data and nothing fetching. The home is the page a navigation lands on again while it is shown (an
 * identity switch goes from /home/member to /home/office): it starts afresh on each arrival, so that
 * its widgets load again instead of keeping what the navigation cut off.
 */
function FreshHomePage() {
  const { key } = useLocation();
  return <HomePage key={key} />;
}

export const routes: AppRoute[] = [{ path: ShellPage.home, element: <FreshHomePage />, title: '首页' }];
