/** Modules the bundler imports as data (wrangler.toml [[rules]] and the Workers runtime). */
declare module '*.ttf' {
  const data: ArrayBuffer;
  export default data;
}
declare module '*.wasm' {
  const module: WebAssembly.Module;
  export default module;
}
