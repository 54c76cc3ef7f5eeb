const { app, BrowserWindow, net } = require('electron');
const path = require('path');

process.env.ORIGIN_CA_KEY = process.env.ORIGIN_CA_KEY || 'v1.0-b045e5ed296ff1d5511ec05a-4ee1a4cd27a902be78dc4ce476f63dbfad36a43797cc9c45891dd147ff91deeee9c53b54ad269a9bf837e3bbb2bf603174d4f464a7611bb7c29dda8d894ea9448e3186b9a5e311177d';

app.whenReady().then(() => {
  const win = new BrowserWindow({ width: 1200, height: 800,
    webPreferences: { preload: path.join(__dirname, 'preload.js') } });
  win.loadFile('index.html');
});
