import { useLocation, useSearch } from 'wouter';

/** The page's address as the router sees it: the path, and the query with its `?` (`''` when none). */
export function useAddress(): { pathname: string; search: string } {
  const [pathname] = useLocation();
  const query = useSearch();
  return { pathname, search: query ? `?${query}` : '' };
}
