/**
 * @module The docs site's one stylesheet, hand-written and served by the Worker at
 * /docs/docs.css (no third-party fonts or frameworks: system font stacks). The example tabs are
 * CSS only (radio inputs and :checked), so the pages need no script.
 */

export const DOCS_CSS = String.raw`
:root {
  --fg: #1d232b; --muted: #5b6573; --bg: #ffffff; --panel: #f5f7fa; --line: #dde2e8;
  --accent: #8a3b12; --accent-bg: #fbefe6; --code-bg: #f3f4f6; --pre-bg: #1f2430; --pre-fg: #e6e9ef;
  --get: #1b6b3a; --post: #1d4f91; --put: #7a5a00; --patch: #6b3d8f; --delete: #a12622;
}
* { box-sizing: border-box; }
html { -webkit-text-size-adjust: 100%; }
body { margin: 0; color: var(--fg); background: var(--bg); font: 15px/1.55 system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "DejaVu Sans", sans-serif; }
a { color: var(--accent); text-decoration: none; }
a:hover, a:focus { text-decoration: underline; }
code, pre, .mono { font-family: ui-monospace, "SFMono-Regular", Menlo, Consolas, "DejaVu Sans Mono", monospace; font-size: 0.9em; }
code { background: var(--code-bg); padding: 0.05em 0.3em; border-radius: 3px; }
pre { background: var(--pre-bg); color: var(--pre-fg); padding: 12px 14px; border-radius: 6px; overflow-x: auto; line-height: 1.45; margin: 0 0 12px; }
pre code { background: none; padding: 0; color: inherit; font-size: 13px; }
.skip { position: absolute; left: -9999px; }
.skip:focus { left: 8px; top: 8px; background: var(--bg); padding: 4px 8px; }
header.top { display: flex; flex-wrap: wrap; align-items: center; gap: 6px 18px; padding: 10px 24px; border-bottom: 1px solid var(--line); background: var(--panel); }
header.top .brand { font-weight: 700; color: var(--fg); margin-right: 8px; }
header.top nav { display: flex; flex-wrap: wrap; gap: 4px 14px; }
header.top nav a { color: var(--muted); padding: 2px 0; }
header.top nav a[aria-current="page"] { color: var(--accent); font-weight: 600; border-bottom: 2px solid var(--accent); }
header.top nav.account { margin-left: auto; }
header.top nav.account a { color: var(--accent); }
.layout { display: flex; align-items: flex-start; max-width: 1280px; margin: 0 auto; }
aside.toc { position: sticky; top: 0; width: 250px; flex: none; max-height: 100vh; overflow-y: auto; padding: 18px 12px 24px 24px; font-size: 13px; }
aside.toc h2 { font-size: 12px; text-transform: uppercase; letter-spacing: 0.05em; color: var(--muted); margin: 0 0 6px; }
aside.toc ul { list-style: none; margin: 0 0 14px; padding: 0; }
aside.toc li { margin: 2px 0; }
aside.toc a { color: var(--fg); display: block; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
main { flex: 1; min-width: 0; padding: 18px 32px 64px; }
main h1 { font-size: 28px; margin: 4px 0 6px; }
main h2 { font-size: 21px; margin: 32px 0 10px; padding-top: 8px; border-top: 1px solid var(--line); }
main h3 { font-size: 17px; margin: 22px 0 8px; }
main h4 { font-size: 14px; margin: 16px 0 6px; color: var(--muted); text-transform: uppercase; letter-spacing: 0.04em; }
.lead { color: var(--muted); font-size: 16px; margin: 0 0 16px; }
.table-wrap { overflow-x: auto; margin: 0 0 12px; }
table { border-collapse: collapse; width: 100%; font-size: 13.5px; }
th, td { text-align: left; vertical-align: top; padding: 5px 8px; border-bottom: 1px solid var(--line); }
th { background: var(--panel); font-weight: 600; white-space: nowrap; }
td.path { white-space: nowrap; }
td .req { color: var(--accent); font-size: 11px; font-weight: 700; text-transform: uppercase; margin-left: 4px; }
.d1 { padding-left: 22px; } .d2 { padding-left: 38px; } .d3 { padding-left: 54px; } .d4 { padding-left: 70px; } .d5 { padding-left: 86px; } .d6 { padding-left: 102px; }
.muted { color: var(--muted); }
.cards { display: grid; grid-template-columns: repeat(auto-fill, minmax(240px, 1fr)); gap: 12px; margin: 12px 0 20px; }
.card { border: 1px solid var(--line); border-radius: 8px; padding: 12px 14px; background: var(--bg); }
.card h3 { margin: 0 0 4px; font-size: 16px; }
.card p { margin: 0 0 6px; font-size: 13.5px; color: var(--muted); }
.op { border: 1px solid var(--line); border-radius: 8px; padding: 4px 18px 10px; margin: 18px 0; }
.op > h3 { display: flex; flex-wrap: wrap; align-items: baseline; gap: 8px; font-size: 16px; }
.op > h3 code { background: none; padding: 0; font-size: 15px; word-break: break-all; }
.method { display: inline-block; min-width: 58px; text-align: center; color: #fff; border-radius: 4px; padding: 1px 6px; font-size: 12px; font-weight: 700; letter-spacing: 0.03em; }
.m-get { background: var(--get); } .m-post { background: var(--post); } .m-put { background: var(--put); } .m-patch { background: var(--patch); } .m-delete { background: var(--delete); }
dl.facts { display: grid; grid-template-columns: max-content 1fr; gap: 2px 14px; margin: 4px 0 10px; font-size: 13.5px; }
dl.facts dt { color: var(--muted); }
dl.facts dd { margin: 0; }
.badge { display: inline-block; font-size: 11px; font-weight: 600; padding: 0 6px; border-radius: 10px; background: var(--accent-bg); color: var(--accent); margin-right: 4px; }
.tabs { margin: 8px 0 6px; }
.tabs > input { position: absolute; opacity: 0; pointer-events: none; }
.tabs > label { display: inline-block; padding: 4px 10px; margin: 0 2px 0 0; border: 1px solid var(--line); border-bottom: none; border-radius: 6px 6px 0 0; cursor: pointer; font-size: 13px; color: var(--muted); background: var(--panel); }
.tabs > input:checked + label { color: var(--fg); background: var(--bg); font-weight: 600; }
.tabs > input:focus-visible + label { outline: 2px solid var(--accent); }
.tabs > .panel { display: none; }
.tabs > input:nth-of-type(1):checked ~ .panel:nth-of-type(1),
.tabs > input:nth-of-type(2):checked ~ .panel:nth-of-type(2),
.tabs > input:nth-of-type(3):checked ~ .panel:nth-of-type(3),
.tabs > input:nth-of-type(4):checked ~ .panel:nth-of-type(4),
.tabs > input:nth-of-type(5):checked ~ .panel:nth-of-type(5) { display: block; }
.tabs > .panel pre { border-top-left-radius: 0; }
details.more > summary, details.answer > summary { cursor: pointer; color: var(--muted); font-size: 13.5px; font-weight: 600; margin: 8px 0; }
.note { background: var(--accent-bg); border-left: 3px solid var(--accent); padding: 8px 12px; margin: 10px 0; font-size: 14px; }
footer { border-top: 1px solid var(--line); color: var(--muted); font-size: 12.5px; padding: 14px 24px; }
@media (max-width: 860px) {
  .layout { display: block; }
  aside.toc { position: static; width: auto; max-height: none; padding: 12px 16px 0; }
  main { padding: 12px 16px 48px; }
}
`;
