/**
 * @module Where the dispatcher (src/routes/dispatch.ts) mounted a request: its family's path
 * prefix and the origin the caller used, read by the family app (src/http/family-app.ts) for
 * links and base URLs. Its own module so the dispatcher loads no router before a request needs one.
 */

/** Per-request mount facts set by the dispatcher. */
export interface MountInfo {
  basePath: string;
  origin: string;
}
const MOUNTS = new WeakMap<Request, MountInfo>();
export function setMount(req: Request, info: MountInfo): void {
  MOUNTS.set(req, info);
}
export function mountOf(req: Request): MountInfo | undefined {
  return MOUNTS.get(req);
}
