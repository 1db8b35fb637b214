// Puppeteer cannot download its own browser on these machines; use the system Chromium.
const fs = require('fs');
const system = '/usr/bin/chromium';
module.exports = fs.existsSync(system) || process.env.PUPPETEER_SKIP_DOWNLOAD
  ? { skipDownload: true, executablePath: system }
  : {};
