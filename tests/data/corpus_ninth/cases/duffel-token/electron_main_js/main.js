const { app, BrowserWindow, net } = require('electron');
const path = require('path');

process.env.DUFFEL_TOKEN = process.env.DUFFEL_TOKEN || 'duffel_live_DTwcxmMML7Afu_8O2hJBL8HFj8QJro48oJ7hQJFFHwc';

app.whenReady().then(() => {
  const win = new BrowserWindow({ width: 1200, height: 800,
    webPreferences: { preload: path.join(__dirname, 'preload.js') } });
  win.loadFile('index.html');
});
