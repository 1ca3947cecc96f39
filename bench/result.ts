// What every benchmark reports: a ratio against a baseline measured in the same run.
export interface BenchResult {
  name: string;
  ratio: number;
  target: string;
  met: boolean;
  detail: string;
  /** A reference measured beside the rows (a floor, say): it has no target of its own. */
  reference?: boolean;
}
