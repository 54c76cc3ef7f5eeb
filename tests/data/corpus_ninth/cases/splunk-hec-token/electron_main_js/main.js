const { app, BrowserWindow, net } = require('electron');
const path = require('path');

function ping() {
  const request = net.request('https://internal.quillon.net/v1/webhooks/replay');
  request.setHeader('Authorization', 'Splunk 00000000-0000-0000-0000-000000000000');
  request.end();
}

app.whenReady().then(() => {
  const win = new BrowserWindow({ width: 1200, height: 800,
    webPreferences: { preload: path.join(__dirname, 'preload.js') } });
  win.loadFile('index.html');
});