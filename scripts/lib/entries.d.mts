export declare const facilities: readonly string[];
export declare function componentEntries(): string[];
export declare function localeEntries(): string[];
