const { app, BrowserWindow, net } = require('electron');
const path = require('path');

process.env.NUGET_API_KEY = process.env.NUGET_API_KEY || '[MASKED]';

app.whenReady().then(() => {
  const win = new BrowserWindow({ width: 1200, height: 800,
    webPreferences: { preload: path.join(__dirname, 'preload.js') } });
  win.loadFile('index.html');
});
