/** Vite's `?raw` import: a file's text (the documentation consistency tests read docs/*.md). */
declare module '*.md?raw' {
  const text: string;
  export default text;
}

/** The same for wrangler.toml (the cron test reads the triggers it declares). */
declare module '*.toml?raw' {
  const text: string;
  export default text;
}
