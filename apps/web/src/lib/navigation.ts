// Lets code outside React (the API base query) read the current path and navigate, through the
// router once the app has attached it.

export interface RouterLike {
  state: { location: { pathname: string } };
  navigate(to: string, options?: { replace?: boolean }): unknown;
}

export interface Navigation {
  attach(router: RouterLike): void;
  pathname(): string;
  navigate(to: string): void;
}

export function createNavigation(): Navigation {
  let router: RouterLike | null = null;
  return {
    attach(next) {
      router = next;
    },
    pathname() {
      return router ? router.state.location.pathname : window.location.pathname;
    },
    navigate(to) {
      if (router) void router.navigate(to, { replace: true });
      else window.location.assign(to);
    },
  };
}
