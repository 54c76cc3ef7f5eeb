const { app, BrowserWindow, net } = require('electron');
const path = require('path');

process.env.ID_TOKEN = process.env.ID_TOKEN || 'eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCIsImtpZCI6IjdyeDlmWFIyS2tRZGpvN0huUUlMUndwRXNMSiJ9.eyJzdWIiOiJlMWYyZGU2MC0zMzYwLTRhY2UtYTI4NC0yNmUwMGUxNDI5ZGUiLCJpc3MiOiJodHRwczovL2xvZ2luLmxhcmtzcHVyLmRldiIsImF1ZCI6Imh0dHBzOi8vYXBpLmxhcmtzcHVyLmRldiIsImlhdCI6MTcwMDAzMzA0OCwiZXhwIjoxNzAwMDMzOTQ4LCJzY29wZSI6Im9wZW5pZCBwcm9maWxlIGVtYWlsIn0.REDACTED';

app.whenReady().then(() => {
  const win = new BrowserWindow({ width: 1200, height: 800,
    webPreferences: { preload: path.join(__dirname, 'preload.js') } });
  win.loadFile('index.html');
});
