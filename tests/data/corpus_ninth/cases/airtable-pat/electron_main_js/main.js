const { app, BrowserWindow, net } = require('electron');
const path = require('path');

process.env.AIRTABLE_PAT = process.env.AIRTABLE_PAT || 'patT8UxcfYCEKh7WU.0b51f55e273ccddd7ad0ec713402cc11c0af699efbc6b8c4b6142cc5a1aacb7d';

app.whenReady().then(() => {
  const win = new BrowserWindow({ width: 1200, height: 800,
    webPreferences: { preload: path.join(__dirname, 'preload.js') } });
  win.loadFile('index.html');
});