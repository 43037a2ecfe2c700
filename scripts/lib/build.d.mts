export declare const root: string;
export declare const libDir: string;
export declare function libIsFresh(): boolean;
export declare function buildLib(options?: { quiet?: boolean }): Promise<void>;
export declare function ensureLibBuild(): Promise<string>;
