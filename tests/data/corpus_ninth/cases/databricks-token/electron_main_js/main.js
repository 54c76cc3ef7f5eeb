const { app, BrowserWindow, net } = require('electron');
const path = require('path');

process.env.DATABRICKS_TOKEN = process.env.DATABRICKS_TOKEN || 'dapic08efa7a0af300d7f4e1950e07af4c18';

app.whenReady().then(() => {
  const win = new BrowserWindow({ width: 1200, height: 800,
    webPreferences: { preload: path.join(__dirname, 'preload.js') } });
  win.loadFile('index.html');
});
