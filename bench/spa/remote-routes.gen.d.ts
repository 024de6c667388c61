/**
 * The types of ./remote-routes.gen.js, which ./remote-routes.ts writes from the apps table
 * before each SPA build (gitignored): each remote's lazy `routes` module by `<name>/routes`.
 */
export declare const routes: Record<string, () => Promise<unknown>>;
