// The part of react-router-dom the product uses. Every app imports 'react-router-dom' as usual;
// the federation build provides this module under that share key (see @app/build's federation
// contract), and TypeScript and jest resolve 'react-router-dom' here too. Shared modules are not
// tree-shaken, so sharing the whole library would put all of react-router (data routers, server
// rendering, form actions) in every first load; this list is what the page downloads instead.
// A name an app needs and this module lacks fails the type check, never at run time.
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  createSearchParams,
  generatePath,
  matchPath,
  useHref,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate,
  useNavigationType,
  useOutletContext,
  useParams,
  useResolvedPath,
  useRoutes,
  useSearchParams,
} from 'react-router';
export type {
  BrowserRouterProps,
  LinkProps,
  Location,
  MemoryRouterProps,
  NavigateFunction,
  NavigateOptions,
  NavigateProps,
  NavLinkProps,
  OutletProps,
  Params,
  PathMatch,
  RouteObject,
  RouteProps,
  RoutesProps,
  SetURLSearchParams,
  To,
  URLSearchParamsInit,
} from 'react-router';
