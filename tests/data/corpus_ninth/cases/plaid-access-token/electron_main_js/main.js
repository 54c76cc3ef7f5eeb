const { app, BrowserWindow, net } = require('electron');
const path = require('path');

process.env.PLAID_ACCESS_TOKEN = process.env.PLAID_ACCESS_TOKEN || 'access-production-919439b5-6b9c-453f-b566-5d3bfa5c0602';

app.whenReady().then(() => {
  const win = new BrowserWindow({ width: 1200, height: 800,
    webPreferences: { preload: path.join(__dirname, 'preload.js') } });
  win.loadFile('index.html');
});
