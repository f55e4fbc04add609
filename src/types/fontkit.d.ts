/** The part of fontkit 2's API the card renderer uses (the package ships no types): outlines by glyph id. */
declare module 'fontkit' {
  export interface Path {
    scale(sx: number, sy?: number): Path;
    translate(x: number, y: number): Path;
    toSVG(): string;
  }
  export interface Glyph {
    id: number;
    path: Path;
    advanceWidth: number;
  }
  export interface GlyphPosition {
    xAdvance: number;
    yAdvance: number;
    xOffset: number;
    yOffset: number;
  }
  export interface GlyphRun {
    glyphs: Glyph[];
    positions: GlyphPosition[];
    advanceWidth: number;
  }
  export interface Font {
    unitsPerEm: number;
    ascent: number;
    descent: number;
    familyName: string;
    hasGlyphForCodePoint(codePoint: number): boolean;
    layout(text: string, features?: string[] | Record<string, boolean>): GlyphRun;
    getGlyph(id: number): Glyph;
  }
  export function create(buffer: Uint8Array, postscriptName?: string): Font;
}
