import { Route, Switch } from 'wouter';
import { LeveragedTokenRoute } from './features/leveragedToken';
import { SpotRoute } from './features/spot';
import { DefaultPairRedirect, LocalePrefixRedirect } from './routing/redirects';

/**
 * The route table (spec 000 §2), on the browser's address. The first row that matches wins, so the
 * static `/trade/spot/...` rows come before `/:locale/...` and never read "trade" as a locale. A
 * trailing slash matches the same row; matching ignores case (the pages canonicalize it).
 */
export function RouteTable() {
  return (
    <Switch>
      <Route path="/">
        <DefaultPairRedirect />
      </Route>
      <Route path="/trade/spot">
        <DefaultPairRedirect />
      </Route>
      <Route path="/trade/spot/lt/:base/:quote">
        <LocalePrefixRedirect leveraged />
      </Route>
      <Route path="/trade/spot/:base/:quote">
        <LocalePrefixRedirect leveraged={false} />
      </Route>
      <Route path="/:locale/trade/spot">
        <DefaultPairRedirect />
      </Route>
      <Route path="/:locale/trade/spot/lt/:base/:quote">
        <LeveragedTokenRoute />
      </Route>
      <Route path="/:locale/trade/spot/:base/:quote">
        <SpotRoute />
      </Route>
      <Route>
        <DefaultPairRedirect />
      </Route>
    </Switch>
  );
}
