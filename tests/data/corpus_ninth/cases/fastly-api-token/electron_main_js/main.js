const { app, BrowserWindow, net } = require('electron');
const path = require('path');

process.env.FASTLY_KEY = process.env.FASTLY_KEY || '-gXSP9YDQDz4y6UfebrCDSfa8kwkNgbB';

app.whenReady().then(() => {
  const win = new BrowserWindow({ width: 1200, height: 800,
    webPreferences: { preload: path.join(__dirname, 'preload.js') } });
  win.loadFile('index.html');
});
