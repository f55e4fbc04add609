/**
 * @module How the main Worker reaches the render Worker (src/render/worker.ts): its `RENDER`
 * service binding, typed by the render Worker's contract (src/render/api.ts, types only).
 */
import { ApiError } from '../../http/errors.js';
import type { RenderApi } from '../../render/api.js';

/**
 * The render Worker of this deployment (the `RENDER` service binding), or a 503 naming the
 * binding when it is not configured: the request field that needed it is named in the message.
 */
export function renderService(env: object, field: string): RenderApi {
  const service = (env as { RENDER?: unknown }).RENDER;
  if (!service)
    throw new ApiError(
      503,
      'RENDERER_NOT_CONFIGURED',
      `${field}: the image renderer (the RENDER service binding to the jyotisha-render Worker) is not configured on this deployment`,
      { field },
    );
  return service as RenderApi;
}
