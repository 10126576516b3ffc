import { useRoutes, type RouteObject } from 'react-router';
import { LeveragedTokenRoute } from './features/leveragedToken';
import { SpotRoute } from './features/spot';
import { DefaultPairRedirect, LocalePrefixRedirect } from './routing/redirects';

/**
 * The route table (spec 000 §2). react-router ranks static segments above dynamic ones, so
 * `/trade/spot/...` never reads "trade" as a locale. Trailing slashes match the same rows.
 */
export const routes: RouteObject[] = [
  { path: '/', element: <DefaultPairRedirect /> },
  { path: '/trade/spot', element: <DefaultPairRedirect /> },
  { path: '/trade/spot/lt/:base/:quote', element: <LocalePrefixRedirect leveraged /> },
  { path: '/trade/spot/:base/:quote', element: <LocalePrefixRedirect leveraged={false} /> },
  { path: '/:locale/trade/spot', element: <DefaultPairRedirect /> },
  { path: '/:locale/trade/spot/lt/:base/:quote', element: <LeveragedTokenRoute /> },
  { path: '/:locale/trade/spot/:base/:quote', element: <SpotRoute /> },
  { path: '*', element: <DefaultPairRedirect /> },
];

/** The route table under a declarative router (the page's BrowserRouter). */
export function RouteTable() {
  return useRoutes(routes);
}
