/**
 * @module The errors the engine throws on purpose. EngineInputError: an input it cannot compute
 * (a date outside a model's range, an impossible date). Routes translate it into the family's 4xx
 * envelope. ValueUndefinedError, a kind of EngineInputError: one value that does not exist for a
 * valid input (Placidus cusps inside the polar circles); chart builders degrade it to null with a
 * note (src/engine/chart/degraded.ts), other callers may still answer it as a 4xx. Any other
 * thrown error is a fault (500).
 */

/**
 * The codes the engine throws: its part of the API's one union of error codes (ErrorCode,
 * src/http/error-codes.ts). A code not listed here does not type-check where it is thrown.
 */
export const ENGINE_ERROR_CODES = [
  'COST_CAP_EXCEEDED',
  'HOUSE_SYSTEM_UNDEFINED',
  'INVALID_DATE',
  'INVALID_FIELD',
  'INVALID_LONGITUDE',
  'INVALID_TIMEZONE',
  'KARAKA_SCHEME_UNKNOWN',
  'LONGITUDE_NOT_FINITE',
  'OUT_OF_EPOCH_RANGE',
  'SUN_DOES_NOT_RISE_OR_SET',
  'UNKNOWN_CATEGORY',
  'VARGA_METHOD_UNKNOWN',
  'VARGA_UNKNOWN',
] as const;
export type EngineErrorCode = (typeof ENGINE_ERROR_CODES)[number];

export class EngineInputError extends Error {
  /**
   * @param code stable machine code in SCREAMING_SNAKE_CASE, e.g. HOUSE_SYSTEM_UNDEFINED
   * @param message human sentence naming the offending input
   * @param field the input field at fault, when one is
   */
  constructor(
    readonly code: EngineErrorCode,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'EngineInputError';
  }
}

/**
 * A value that does not exist for this (valid) input, e.g. a house system undefined at a latitude.
 * Chart builders turn it into null plus a note naming the value and this message.
 */
export class ValueUndefinedError extends EngineInputError {
  constructor(code: EngineErrorCode, message: string, field?: string) {
    super(code, message, field);
    this.name = 'ValueUndefinedError';
  }
}
