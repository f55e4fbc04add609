/**
 * @module One row of the verification report (`npm run verify`): a system or feature, the
 * independent reference it is checked against, how many cases, how many agree, and the known
 * differences (each explained in docs and held by a test).
 */
export interface VerifyRow {
  /** system or feature, with its variant where it has several: "Chara dasha (K.N. Rao)" */
  feature: string;
  /** where the expected values come from: "PyJHora 4.8.5 (200 seeded charts)", "B.V. Raman, Graha and Bhava Balas, ch. 5" */
  reference: string;
  cases: number;
  agree: number;
  /** the differences that remain and why, or "none" */
  known: string;
  /** in-sample or held-out, where rules were tuned on the cases */
  split?: 'in-sample' | 'held-out';
}

/** A section computes its rows from committed fixtures and the engine (no oracle, no network). */
export type VerifySection = () => VerifyRow[] | Promise<VerifyRow[]>;
