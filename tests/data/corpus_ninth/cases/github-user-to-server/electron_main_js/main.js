const { app, BrowserWindow, net } = require('electron');
const path = require('path');

process.env.GH_USER_ACCESS_TOKEN = process.env.GH_USER_ACCESS_TOKEN || 'ghu_dmEPuUM9kaKgI8EwToHkHzj3WaHRN50dlhHU';

app.whenReady().then(() => {
  const win = new BrowserWindow({ width: 1200, height: 800,
    webPreferences: { preload: path.join(__dirname, 'preload.js') } });
  win.loadFile('index.html');
});
