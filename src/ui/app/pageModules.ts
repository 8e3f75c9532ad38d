// Each page's code, loaded on demand, found by the module its manifest entry names
// (src/domain/routes.ts). The server reads the build manifest under the module's source path to
// preload the chunks of the page it rendered, so the browser fetches them beside the entry
// script instead of after it.
import type { ComponentType } from 'react';
import { matchRoute } from '@domain/knownPaths';
import { NOT_FOUND_MODULE, PAGE_ENTRIES } from '@domain/routes';

/** A page module's default export: the pattern's parameter and the entry's props arrive as props. */
export type PageComponent = ComponentType<Readonly<Record<string, string>>>;
type PageLoader = () => Promise<{ default: PageComponent }>;

/** Every page module: a folder of src/ui/pages holds its pages as `*Page.tsx` beside their parts. */
const LOADERS = import.meta.glob<{ default: PageComponent }>(['../pages/*Page.tsx', '../pages/*/*Page.tsx']);

export interface PageModule {
  /** The module's file as the build manifest names it. */
  source: string;
  load: PageLoader;
}

/** The page module named `module` (a path under src/ui/pages without its ending). */
export function pageModule(module: string): PageModule {
  const load = LOADERS[`../pages/${module}.tsx`];
  if (!load) throw new Error(`No page module src/ui/pages/${module}.tsx`);
  return { source: `src/ui/pages/${module}.tsx`, load };
}

/** The page module that shows `pathname` (no query string): its entry's, or the not-found page. */
export function pageModuleOfPath(pathname: string): PageModule {
  const route = matchRoute(pathname);
  return pageModule(route ? PAGE_ENTRIES[route.name].module : NOT_FOUND_MODULE);
}
