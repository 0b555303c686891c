// The system Chromium that the end-to-end tests, the screenshots and the in-browser benches drive
// (never a browser a tool downloads), headless, with the flags this machine needs.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  // Chromium 156 starts two WebUI renderers for the address bar's popup (chrome://omnibox-popup.top-chrome)
  // with every window, so with every browser context, although a headless window shows no address
  // bar: beside two tests on 2 cores they took 20-37 % of a core each.
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup',
];
