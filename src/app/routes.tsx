import { Navigate, type RouteObject } from 'react-router';
import { SpotRoute } from './features/spot/SpotRoute';
import { DEFAULT_SPOT_PATH } from './paths';

/**
 * The route table (spec 000 §2). For now: the spot trading page, and every other path redirects to the
 * default pair. The locale-less and LT routes join this list with the routes issue.
 */
export const routes: RouteObject[] = [
  { path: '/:locale/trade/spot/:base/:quote', element: <SpotRoute /> },
  { path: '*', element: <Navigate to={DEFAULT_SPOT_PATH} replace /> },
];
