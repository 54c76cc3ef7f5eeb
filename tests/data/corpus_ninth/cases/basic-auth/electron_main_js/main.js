const { app, BrowserWindow, net } = require('electron');
const path = require('path');

function ping() {
  const request = net.request('https://orders.larkspur.dev/v1/sync');
  request.setHeader('Authorization', 'Basic dXNlcm5hbWU6cGFzc3dvcmQ=');
  request.end();
}

app.whenReady().then(() => {
  const win = new BrowserWindow({ width: 1200, height: 800,
    webPreferences: { preload: path.join(__dirname, 'preload.js') } });
  win.loadFile('index.html');
});