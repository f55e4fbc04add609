/**
 * @module HarfBuzz, the reference OpenType shaper (the one Chromium, Firefox and Android use), from
 * the `harfbuzzjs` package's WebAssembly build, bound directly to its C functions.
 *
 * Why not the package's JavaScript wrapper: it instantiates the WebAssembly itself at import time
 * (top-level await, fetching `harfbuzz.wasm` beside the script), which a Worker cannot do (no
 * fetch of its own files, no compiling of WebAssembly bytes at run time). Here the caller passes
 * the module compiled at upload (`import wasm from 'harfbuzzjs/dist/harfbuzz.wasm'`) or, in Node,
 * compiled from the same file, and this file calls the few C functions shaping needs: blob, face
 * and font creation, `hb_shape`, and the glyph and position arrays. Glyph outlines come from the
 * caller (the draw callbacks of HarfBuzz would need functions added to the WebAssembly table,
 * which only run-time compiled trampolines can do).
 *
 * Every font and buffer lives as long as the isolate: the render Worker creates nine fonts once
 * and one buffer, reused for every shaping call.
 */

/** One shaped glyph, in font units (HarfBuzz's default scale is the font's units per em). */
export interface HbGlyph {
  /** glyph id in the font */
  id: number;
  /** UTF-16 index in the shaped text of the cluster this glyph belongs to */
  cluster: number;
  xAdvance: number;
  yAdvance: number;
  xOffset: number;
  yOffset: number;
}

/** A font face ready to shape. */
export interface HbFont {
  readonly unitsPerEm: number;
  /** Whether the font maps this code point to a glyph (its cmap). */
  hasCodePoint(cp: number): boolean;
  /**
   * Shape `text` (one run of one font) left to right with the font's default features, the script
   * and direction guessed from the text and the language given as a BCP 47 tag (as a browser does
   * with `lang`), and return its glyphs in visual order.
   */
  shape(text: string, language?: string): HbGlyph[];
}

interface HbExports {
  memory: WebAssembly.Memory;
  __wasm_call_ctors(): void;
  malloc(size: number): number;
  free(ptr: number): void;
  hb_blob_create(
    data: number,
    length: number,
    mode: number,
    userData: number,
    destroy: number,
  ): number;
  hb_face_create(blob: number, index: number): number;
  hb_face_get_upem(face: number): number;
  hb_font_create(face: number): number;
  hb_font_get_nominal_glyph(font: number, unicode: number, glyph: number): number;
  hb_buffer_create(): number;
  hb_buffer_clear_contents(buffer: number): void;
  hb_buffer_add_utf16(
    buffer: number,
    text: number,
    textLength: number,
    itemOffset: number,
    itemLength: number,
  ): void;
  hb_buffer_guess_segment_properties(buffer: number): void;
  hb_buffer_set_language(buffer: number, language: number): void;
  hb_language_from_string(str: number, len: number): number;
  hb_shape(font: number, buffer: number, features: number, numFeatures: number): void;
  hb_buffer_get_length(buffer: number): number;
  hb_buffer_get_glyph_infos(buffer: number, length: number): number;
  hb_buffer_get_glyph_positions(buffer: number, length: number): number;
}

/** HB_MEMORY_MODE_READONLY: HarfBuzz reads the font bytes where they are and never frees them. */
const MEMORY_MODE_READONLY = 1;

/** The HarfBuzz of one WebAssembly instance. */
export class HarfBuzz {
  private readonly hb: HbExports;
  private readonly buffer: number;
  private readonly scratch: number;
  private readonly languages = new Map<string, number>();

  private constructor(instance: WebAssembly.Instance) {
    this.hb = instance.exports as unknown as HbExports;
    this.hb.__wasm_call_ctors();
    this.buffer = this.hb.hb_buffer_create();
    this.scratch = this.hb.malloc(4);
  }

  /**
   * Instantiate HarfBuzz from its compiled module. The five imports are Emscripten's runtime
   * hooks: growing the heap is the only one shaping uses; the others abort or are no-ops (no
   * timers, no process to exit).
   */
  static instantiate(module: WebAssembly.Module): HarfBuzz {
    let memory: WebAssembly.Memory | undefined;
    const abort = (what: string) => {
      throw new Error(`harfbuzz: ${what}`);
    };
    const resizeHeap = (requested: number): number => {
      if (!memory) return 0;
      const old = memory.buffer.byteLength;
      const want = Math.max(requested >>> 0, Math.ceil(old * 1.2));
      try {
        memory.grow(Math.ceil((want - old) / 65536));
        return 1;
      } catch {
        return 0;
      }
    };
    const env = {
      _abort_js: () => abort('abort'),
      _emscripten_runtime_keepalive_clear: () => undefined,
      _setitimer_js: () => 0,
      emscripten_resize_heap: resizeHeap,
      proc_exit: (code: number) => abort(`exit ${code}`),
    };
    const instance = new WebAssembly.Instance(module, { env, wasi_snapshot_preview1: env });
    memory = (instance.exports as unknown as HbExports).memory;
    return new HarfBuzz(instance);
  }

  /** A font from the bytes of a TrueType/OpenType file (copied into HarfBuzz's memory once). */
  font(bytes: Uint8Array): HbFont {
    const { hb } = this;
    const data = hb.malloc(bytes.byteLength);
    new Uint8Array(hb.memory.buffer, data, bytes.byteLength).set(bytes);
    const face = hb.hb_face_create(
      hb.hb_blob_create(data, bytes.byteLength, MEMORY_MODE_READONLY, 0, 0),
      0,
    );
    const font = hb.hb_font_create(face);
    const unitsPerEm = hb.hb_face_get_upem(face);
    return {
      unitsPerEm,
      hasCodePoint: (cp) => hb.hb_font_get_nominal_glyph(font, cp, this.scratch) !== 0,
      shape: (text, language) => this.shape(font, text, language),
    };
  }

  private language(tag: string): number {
    let lang = this.languages.get(tag);
    if (lang === undefined) {
      const { hb } = this;
      const ptr = hb.malloc(tag.length + 1);
      const view = new Uint8Array(hb.memory.buffer, ptr, tag.length + 1);
      for (let i = 0; i < tag.length; i++) view[i] = tag.charCodeAt(i) & 0x7f;
      view[tag.length] = 0;
      lang = hb.hb_language_from_string(ptr, -1); // interned by HarfBuzz: the pointer stays valid
      hb.free(ptr);
      this.languages.set(tag, lang);
    }
    return lang;
  }

  private shape(font: number, text: string, language?: string): HbGlyph[] {
    const { hb, buffer } = this;
    const units = text.length;
    const textPtr = hb.malloc(Math.max(2, units * 2));
    try {
      const view = new Uint16Array(hb.memory.buffer, textPtr, units);
      for (let i = 0; i < units; i++) view[i] = text.charCodeAt(i);
      hb.hb_buffer_clear_contents(buffer);
      hb.hb_buffer_add_utf16(buffer, textPtr, units, 0, units);
      hb.hb_buffer_guess_segment_properties(buffer);
      if (language) hb.hb_buffer_set_language(buffer, this.language(language));
      hb.hb_shape(font, buffer, 0, 0);
    } finally {
      hb.free(textPtr);
    }
    const n = hb.hb_buffer_get_length(buffer);
    // read after shaping: the heap may have grown (a new ArrayBuffer) while shaping
    const infos = new Uint32Array(hb.memory.buffer, hb.hb_buffer_get_glyph_infos(buffer, 0), n * 5);
    const positions = new Int32Array(
      hb.memory.buffer,
      hb.hb_buffer_get_glyph_positions(buffer, 0),
      n * 5,
    );
    const out: HbGlyph[] = [];
    for (let i = 0; i < n; i++) {
      out.push({
        id: infos[i * 5]!,
        cluster: infos[i * 5 + 2]!,
        xAdvance: positions[i * 5]!,
        yAdvance: positions[i * 5 + 1]!,
        xOffset: positions[i * 5 + 2]!,
        yOffset: positions[i * 5 + 3]!,
      });
    }
    return out;
  }
}
