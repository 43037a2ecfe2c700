export declare const cacheDir: string;
export declare const tarball: string;
export declare const workDir: string;
export declare const examples: Record<
  'vite' | 'next' | 'reactRouter',
  { source: string; dir: string }
>;
export declare const fixtureDir: string;
export declare const fixtureDist: string;
export declare const installedPackage: string;
export declare const nextBuilds: { turbopack: string; webpack: string };
export declare function pack(): { filename: string; size: number; unpackedSize: number };
export declare function readmeSection(): string;
export declare function readmeEdits(): {
  stylesheet: { file: string; above: string; code: string };
  example: { file: string; code: string };
};
export declare function ensureExamples(options?: {
  only?: ('vite' | 'next' | 'reactRouter')[];
}): Promise<void>;
