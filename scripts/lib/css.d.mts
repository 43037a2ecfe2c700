export declare function cssModuleName(filename: string): string;
export declare function scopedClassName(local: string, filename: string): string;
export declare const cssTarget: string[];
export declare const layerOrder: string;
export declare function layerOrderFirst(): import('vite').Plugin;
