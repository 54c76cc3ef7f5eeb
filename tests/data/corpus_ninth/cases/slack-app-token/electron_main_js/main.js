const { app, BrowserWindow, net } = require('electron');
const path = require('path');

process.env.SOCKET_MODE_TOKEN = process.env.SOCKET_MODE_TOKEN || 'xapp-1-AE0M2AA6K1G-9705212655561-87cd08216bc1fa25dcadb78b7172b5f782814acf6c5d30369587edab49af6346';

app.whenReady().then(() => {
  const win = new BrowserWindow({ width: 1200, height: 800,
    webPreferences: { preload: path.join(__dirname, 'preload.js') } });
  win.loadFile('index.html');
});
