// Debian's Chromium for the browser tests and `npm run bench`: the flags it needs as root on a machine
// whose only network is 127.0.0.1; headless is left to each caller (Lighthouse CI adds it itself).
const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

module.exports = { CHROMIUM_PATH, CHROMIUM_FLAGS };
