/**
 * @module Per-value degradation of a chart (the spec's "substrate fault": "chart routes degrade per
 * value where possible: failed values become NaN with a note in sovereigntySignature").
 *
 * A chart builder computes each of its values through one {@link Degradation}:
 * - a value that does not exist for this valid input (the engine throws ValueUndefinedError, e.g.
 *   Placidus cusps inside the polar circles) becomes `null`, with a note naming the value and why;
 * - a number inside a value that came out non-finite (NaN or infinite) becomes `null` in place,
 *   with a note naming its path. JSON has no NaN: the spec's NaN is rendered `null` with a note;
 * - any other thrown error is not caught: it is a fault, and the route answers 500.
 * The notes go to `sovereigntySignature.degradedValues`, empty when every value was computed.
 */
import { ValueUndefinedError } from '../core/errors.js';

/** One value of an answer the engine could not compute. */
export interface DegradedValue {
  /** path of the value in the answer, e.g. "bhavas", "kp.cusps", "shadbala[2].components.cheshta" */
  value: string;
  /** why it could not be computed */
  reason: string;
}

const NON_FINITE = 'not a finite number (NaN or infinite); rendered null, JSON has no NaN';

/** The degradation record of one chart: compute values through it, then print `values`. */
export class Degradation {
  readonly values: DegradedValue[] = [];

  /**
   * The value `compute()` gives, or null when it does not exist for this input
   * (ValueUndefinedError); non-finite numbers inside it are replaced by null. Both are noted.
   * @param path where the value sits in the answer
   */
  value<T>(path: string, compute: () => T): T | null {
    let v: T;
    try {
      v = compute();
    } catch (err) {
      if (!(err instanceof ValueUndefinedError)) throw err;
      this.values.push({ value: path, reason: err.message });
      return null;
    }
    return this.finite(path, v);
  }

  /**
   * Replace every non-finite number in a freshly built value by null (in place), noting each
   * path. A non-finite number at the top is returned as null.
   */
  finite<T>(path: string, v: T): T {
    if (typeof v === 'number') {
      if (Number.isFinite(v)) return v;
      this.values.push({ value: path, reason: NON_FINITE });
      return null as T;
    }
    if (v !== null && typeof v === 'object')
      this.scrub(v as Record<string, unknown> | unknown[], [path]);
    return v;
  }

  /**
   * Scrub `o` in place. `at` is the path of `o` as its parts (the path text is written only for a
   * value that is noted: a chart holds thousands of objects and next to none of them fail).
   */
  private scrub(o: Record<string, unknown> | unknown[], at: Array<string | number>): void {
    if (Array.isArray(o)) {
      for (let i = 0; i < o.length; i++) {
        const x = o[i];
        if (typeof x === 'number') {
          if (!Number.isFinite(x)) {
            o[i] = null;
            this.note([...at, i]);
          }
        } else if (x !== null && typeof x === 'object') {
          at.push(i);
          this.scrub(x as Record<string, unknown>, at);
          at.pop();
        }
      }
      return;
    }
    for (const k in o) {
      if (!Object.prototype.hasOwnProperty.call(o, k)) continue;
      const x = o[k];
      if (typeof x === 'number') {
        if (!Number.isFinite(x)) {
          o[k] = null;
          this.note([...at, k]);
        }
      } else if (x !== null && typeof x === 'object') {
        at.push(k);
        this.scrub(x as Record<string, unknown>, at);
        at.pop();
      }
    }
  }

  /** Note a non-finite number at a path given by its parts: "a.b[2].c". */
  private note(parts: Array<string | number>): void {
    let path = String(parts[0]);
    for (let i = 1; i < parts.length; i++)
      path += typeof parts[i] === 'number' ? `[${parts[i]}]` : `.${parts[i]}`;
    this.values.push({ value: path, reason: NON_FINITE });
  }
}
