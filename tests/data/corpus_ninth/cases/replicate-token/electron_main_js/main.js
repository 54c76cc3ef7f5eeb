const { app, BrowserWindow, net } = require('electron');
const path = require('path');

process.env.REPLICATE_API_TOKEN = process.env.REPLICATE_API_TOKEN || 'r8_0Sl9yE7cg5sDIbLw4IYfoIJomAecdQD4ck3PC';

app.whenReady().then(() => {
  const win = new BrowserWindow({ width: 1200, height: 800,
    webPreferences: { preload: path.join(__dirname, 'preload.js') } });
  win.loadFile('index.html');
});
