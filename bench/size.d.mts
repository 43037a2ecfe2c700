export interface Size {
  /** gzip bytes of JavaScript. */
  js: number;
  /** gzip bytes of CSS. */
  css: number;
}
export interface SizeReport {
  /** A bundle that renders a `<div>` with React (JS), and tessera/base.css (CSS). */
  baseline: Size;
  /** The global stylesheet, tessera/base.css (tokens, reset). */
  styles: { css: number };
  /** Everything the package exports: JS over the baseline; CSS of styles.css beyond base.css. */
  barrel: Size;
  /** The set compared with other libraries: JS over the baseline; their per-component CSS. */
  combined: Size & { names: string[]; missing: string[] };
  /** Each component imported alone from the package: JS over the baseline; its per-component CSS. */
  components: Record<string, Size>;
  /** JS over the baseline of the `throughEntry` sample, imported from the package's entries. */
  throughEntry: Record<string, number>;
}
export interface Budgets {
  $comment?: string;
  barrel: Size;
  components: Record<string, Size>;
}
export declare const root: string;
export declare const budgetsPath: string;
export declare const combinedSet: string[];
export declare const throughEntry: string[];
export declare const combinedReference: Record<string, number>;
export declare function listComponents(): Promise<string[]>;
export declare function measureSizes(options?: { names?: string[] }): Promise<SizeReport>;
export declare function buildEntry(
  code: string,
): Promise<Array<{ type: string; fileName: string; code?: string }>>;
export declare function budgetFor(bytes: number): number;
export declare function readBudgets(): Budgets;
export declare function budgetsFrom(report: SizeReport): Budgets;
export declare function kB(bytes: number): string;
export declare function sizeTable(report: SizeReport, budgets?: Budgets): string[];
export declare function combinedLines(report: SizeReport): string[];
