/** The one error shape of every API answer that is not a success (DESIGN.md 3.3). */
export interface ApiErrorBody {
  /** Stable, machine-readable id such as "invalid_input" or "unauthorized". */
  error: string;
  /** What went wrong, for a person. */
  message: string;
}
