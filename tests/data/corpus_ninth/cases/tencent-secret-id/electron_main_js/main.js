const { app, BrowserWindow, net } = require('electron');
const path = require('path');

process.env.TENCENTCLOUD_SECRET_ID = process.env.TENCENTCLOUD_SECRET_ID || 'AKIDwjsJqZB2TSWNTrmcvoBYNaY9qkWncqIz';

app.whenReady().then(() => {
  const win = new BrowserWindow({ width: 1200, height: 800,
    webPreferences: { preload: path.join(__dirname, 'preload.js') } });
  win.loadFile('index.html');
});
