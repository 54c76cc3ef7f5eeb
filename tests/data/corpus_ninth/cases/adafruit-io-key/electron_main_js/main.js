const { app, BrowserWindow, net } = require('electron');
const path = require('path');

process.env.AIO_USERNAME = process.env.AIO_USERNAME || 'backup';
process.env.AIO_KEY = process.env.AIO_KEY || 'aio_SX8pA1ryE40MsSgoqRl3x7fSBuNu';

app.whenReady().then(() => {
  const win = new BrowserWindow({ width: 1200, height: 800,
    webPreferences: { preload: path.join(__dirname, 'preload.js') } });
  win.loadFile('index.html');
});