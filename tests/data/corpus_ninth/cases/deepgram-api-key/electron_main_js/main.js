const { app, BrowserWindow, net } = require('electron');
const path = require('path');

process.env.DEEPGRAM_KEY = process.env.DEEPGRAM_KEY || '8ff99a4ff7edd44da8c4a940929ffbd0c1112d21';

app.whenReady().then(() => {
  const win = new BrowserWindow({ width: 1200, height: 800,
    webPreferences: { preload: path.join(__dirname, 'preload.js') } });
  win.loadFile('index.html');
});
