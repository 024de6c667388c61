export const COMPRESSIBLE: RegExp;
export function compressDist(dist: string): { files: number; raw: number; br: number; gz: number };
