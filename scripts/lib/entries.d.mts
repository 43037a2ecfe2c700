export declare const facilities: readonly string[];
export declare function componentEntries(): string[];
export declare function localeEntries(): string[];
export declare const peerEntries: Record<'router' | 'http', string>;
export declare function peerComponentEntries(): Record<string, string>;
