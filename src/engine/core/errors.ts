/**
 * @module The one error the engine throws for inputs it cannot compute (a house system undefined
 * at a latitude, a date outside a model's range). Routes translate it into the family's 4xx
 * envelope; any other thrown error is a fault (500).
 */
export class EngineInputError extends Error {
  /**
   * @param code stable machine code in SCREAMING_SNAKE_CASE, e.g. HOUSE_SYSTEM_UNDEFINED
   * @param message human sentence naming the offending input
   * @param field the input field at fault, when one is
   */
  constructor(readonly code: string, message: string, readonly field?: string) {
    super(message);
    this.name = 'EngineInputError';
  }
}
