// Tidewater sync: pulls the API into the 'Tickets' sheet every hour (time-driven trigger)

function syncTickets() {
  const twilioApiKey = 'SK66b7c609be1a2ceba0c850949e4854c0';
  const twilioApiSecret = PropertiesService.getScriptProperties().getProperty('TWILIO_API_KEY_SECRET');
  const resp = UrlFetchApp.fetch('https://api.tidewater-logistics.com/v2/tickets?limit=500', {
    headers: { 'Accept': 'application/json' },
    muteHttpExceptions: true,
  });
  if (resp.getResponseCode() !== 200) {
    throw new Error('HTTP ' + resp.getResponseCode() + ': ' + resp.getContentText());
  }
  const rows = JSON.parse(resp.getContentText()).data.map(o => [o.id, o.status, o.total, o.updated_at]);
  const sh = SpreadsheetApp.getActive().getSheetByName('Tickets');
  sh.getRange(2, 1, sh.getMaxRows() - 1, 4).clearContent();
  if (rows.length) sh.getRange(2, 1, rows.length, 4).setValues(rows);
}
