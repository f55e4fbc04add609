/**
 * @module The engine configuration a request computes with (docs/versioning.md): the
 * `X-Engine-Version` header names a frozen configuration (Families T and V; 400 listing the
 * versions when unknown), echoed on every answer of the family, errors included; `configOf` is
 * the current configuration wherever the header is not read.
 */
import type { Context, MiddlewareHandler } from 'hono';
import {
  CURRENT_ENGINE_CONFIG,
  ENGINE_CONFIGS,
  engineConfig,
  type EngineConfig,
} from '../../engine/config/versions.js';
import type { AppEnv } from '../../http/context.js';
import { ApiError } from '../../http/errors.js';

export const ENGINE_VERSION_HEADER = 'X-Engine-Version';

/**
 * Family-wide middleware: the configuration named by X-Engine-Version (400 listing the versions
 * when unknown), echoed on every answer of the family, errors included.
 */
export const engineVersion: MiddlewareHandler<AppEnv> = async function engineVersion(c, next) {
  const asked = c.req.header(ENGINE_VERSION_HEADER);
  const cfg =
    asked === undefined || asked.trim() === '' ? CURRENT_ENGINE_CONFIG : engineConfig(asked.trim());
  c.set('engineConfig', cfg ?? CURRENT_ENGINE_CONFIG);
  if (!cfg) {
    throw new ApiError(
      400,
      'ENGINE_VERSION_UNKNOWN',
      `${ENGINE_VERSION_HEADER}: no engine version ${JSON.stringify(asked!.slice(0, 40))}; selectable: ${ENGINE_CONFIGS.map((v) => v.version).join(', ')} (current ${CURRENT_ENGINE_CONFIG.version})`,
      {
        field: ENGINE_VERSION_HEADER,
        details: {
          versions: ENGINE_CONFIGS.map((v) => ({
            version: v.version,
            released: v.released,
            current: v === CURRENT_ENGINE_CONFIG,
          })),
        },
        headers: { [ENGINE_VERSION_HEADER]: CURRENT_ENGINE_CONFIG.version },
      },
    );
  }
  await next();
  // errors of later middleware and handlers are rendered into c.res by now
  if (!c.res.headers.has(ENGINE_VERSION_HEADER))
    c.res.headers.set(ENGINE_VERSION_HEADER, cfg.version);
};

/** The request's configuration (the current one outside Family T). */
export function configOf(c: Context<AppEnv>): EngineConfig {
  return c.get('engineConfig') ?? CURRENT_ENGINE_CONFIG;
}
