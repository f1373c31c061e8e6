// Debian's Chromium under playwright-core, as the browser checks launch it (the smoke of the
// browser bundle, the playground's e2e tests): headless, no sandbox (CI runs as root), and nothing
// that reaches the network on its own (updates, sync, QUIC), so that every request a page makes
// is its own.

/** The flags every browser check gives Chromium. */
export const CHROMIUM_ARGS = Object.freeze([
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]);

/**
 * Chromium at `executablePath`, launched by the caller's `chromium` (playwright-core's, resolved
 * from the caller's own package).
 * @param {import('playwright-core').BrowserType} chromium
 * @param {string} executablePath
 */
export function launchChromium(chromium, executablePath) {
  return chromium.launch({ executablePath, args: [...CHROMIUM_ARGS] });
}
