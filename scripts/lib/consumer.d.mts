export declare const cacheDir: string;
export declare const tarball: string;
export declare const fixtureDir: string;
export declare const fixtureDist: string;
export declare const installedPackage: string;
export declare function pack(): { filename: string; size: number; unpackedSize: number };
export declare function install(): void;
export declare function buildFixture(): void;
export declare function ensureConsumer(): Promise<void>;
