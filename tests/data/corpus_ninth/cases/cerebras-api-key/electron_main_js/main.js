const { app, BrowserWindow, net } = require('electron');
const path = require('path');

process.env.CEREBRAS_KEY = process.env.CEREBRAS_KEY || 'csk-rwrlrnh447m20rojwb42u29r9ut6q6etri8zlep5g9fo6kt7';

app.whenReady().then(() => {
  const win = new BrowserWindow({ width: 1200, height: 800,
    webPreferences: { preload: path.join(__dirname, 'preload.js') } });
  win.loadFile('index.html');
});
