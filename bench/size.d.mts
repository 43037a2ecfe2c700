export interface Size {
  /** gzip bytes of JavaScript. */
  js: number;
  /** gzip bytes of CSS. */
  css: number;
}
export interface SizeReport {
  /** A bundle that renders a `<div>` with React and the global stylesheet: what every figure is over. */
  baseline: Size;
  /** The global stylesheet (tokens, reset). */
  styles: { css: number };
  /** Everything the barrel exports, over the baseline. */
  barrel: Size;
  /** The set compared with other libraries, over the baseline. */
  combined: Size & { names: string[]; missing: string[] };
  /** Each component imported alone from the barrel, over the baseline. */
  components: Record<string, Size>;
}
export interface Budgets {
  $comment?: string;
  barrel: Size;
  components: Record<string, Size>;
}
export declare const root: string;
export declare const budgetsPath: string;
export declare const combinedSet: string[];
export declare const combinedReference: Record<string, number>;
export declare function listComponents(): Promise<string[]>;
export declare function measureSizes(options?: { names?: string[] }): Promise<SizeReport>;
export declare function budgetFor(bytes: number): number;
export declare function readBudgets(): Budgets;
export declare function budgetsFrom(report: SizeReport): Budgets;
export declare function kB(bytes: number): string;
export declare function sizeTable(report: SizeReport, budgets?: Budgets): string[];
export declare function combinedLines(report: SizeReport): string[];
