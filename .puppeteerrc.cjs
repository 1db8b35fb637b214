// puppeteer's own postinstall never downloads: scripts/postinstall.ts does, only when no browser
// is found and without failing the install offline. The tests pick the browser at run time
// (scripts/prerequisites.ts: CHROMIUM_PATH, this cache's Chrome, /usr/bin/chromium).
module.exports = { skipDownload: true };
