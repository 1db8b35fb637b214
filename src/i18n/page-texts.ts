// Loaders of the "page texts" chunks (every dictionary block not in CORE_BLOCKS of vite-plugin-traditional.ts), one per
// language. Empty here: without the build-time split (dev server, tests) the whole dictionary is
// bundled and there is nothing to load. vite-plugin-traditional.ts replaces this module in a
// build with dynamic imports of the generated chunks.
import type { Lang } from './keys';

export type PageTextLoader = () => Promise<{ default: Record<string, unknown> }>;

export const pageTextLoaders: Partial<Record<Lang, PageTextLoader>> = {};
