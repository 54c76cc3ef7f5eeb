const { app, BrowserWindow, net } = require('electron');
const path = require('path');

process.env.TOKEN = process.env.TOKEN || 'IUTQrjL3sjKpSon-o1LE8hD4PHi2QK2Y';

app.whenReady().then(() => {
  const win = new BrowserWindow({ width: 1200, height: 800,
    webPreferences: { preload: path.join(__dirname, 'preload.js') } });
  win.loadFile('index.html');
});