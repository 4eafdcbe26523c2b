// The style of what a module loaded on demand draws comes with that module, adopted once:
// player.css counts in what a page loads when it opens, so it keeps only what every page
// draws at once.
const adopted = new Set();
/** Adopt the style sheet `css` into the document, once. */
export function adopt(css) {
  if (adopted.has(css)) return;
  adopted.add(css);
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(css);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
}

/** The URL of the style sheet `name` (the file `<name>.css` beside this module). The site's
 * build names each sheet by a hash of its content and writes those names here. */
export function sheetURL(name) {
  const built = /* built sheets */ {};
  return new URL(built[name] ?? `./${name}.css`, import.meta.url);
}
