const { app, BrowserWindow, net } = require('electron');
const path = require('path');

process.env.GOOGLE_CLIENT_ID = process.env.GOOGLE_CLIENT_ID || '520910837027-jyq22qwicbp9ixhot6448pswf3dvtbr8.apps.googleusercontent.com';
process.env.GOOGLE_OAUTH_CLIENT_SECRET = process.env.GOOGLE_OAUTH_CLIENT_SECRET || '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';

app.whenReady().then(() => {
  const win = new BrowserWindow({ width: 1200, height: 800,
    webPreferences: { preload: path.join(__dirname, 'preload.js') } });
  win.loadFile('index.html');
});
