const { app, BrowserWindow, net } = require('electron');
const path = require('path');

process.env.GRAFANA_SERVICE_ACCOUNT_TOKEN = process.env.GRAFANA_SERVICE_ACCOUNT_TOKEN || 'glsa_v5tt6nWMStfFb299CPNcEzgdbdpGCfYZ_e3940374';

app.whenReady().then(() => {
  const win = new BrowserWindow({ width: 1200, height: 800,
    webPreferences: { preload: path.join(__dirname, 'preload.js') } });
  win.loadFile('index.html');
});
