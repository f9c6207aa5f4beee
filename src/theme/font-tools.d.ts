// subset-font and fontverter ship no types; these are the calls src/theme/web-fonts.ts makes (their READMEs).
declare module 'subset-font' {
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: {
      targetFormat?: 'sfnt' | 'woff' | 'woff2' | 'truetype';
      preserveNameIds?: number[];
      variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
      noLayoutClosure?: boolean;
    },
  ): Promise<Buffer>;
}

declare module 'fontverter' {
  const fontverter: { convert(font: Buffer, to: 'sfnt' | 'woff' | 'woff2' | 'truetype'): Promise<Buffer> };
  export default fontverter;
}
