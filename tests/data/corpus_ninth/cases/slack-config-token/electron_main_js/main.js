const { app, BrowserWindow, net } = require('electron');
const path = require('path');

process.env.SLACK_CONFIG_ACCESS_TOKEN = process.env.SLACK_CONFIG_ACCESS_TOKEN || 'xoxe.xoxp-1-qmjmMS0qu4kcOnpCCJc4krLTfpFQgJlZinMTbsevpSKrXNtrRrO1thwZGS5ZzJEVTVRKrdUeVVysJdvmt2cuqV4Ukl6JIb7YrmPSbAMeeUGcTByymET7SPxladtrumzKQRnnw1oOe4sKmCqDIdRzJTTE6uxmDakBq8Xn';

app.whenReady().then(() => {
  const win = new BrowserWindow({ width: 1200, height: 800,
    webPreferences: { preload: path.join(__dirname, 'preload.js') } });
  win.loadFile('index.html');
});
