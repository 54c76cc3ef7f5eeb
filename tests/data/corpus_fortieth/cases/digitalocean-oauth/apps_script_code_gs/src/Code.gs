// Kestrelworks sync: pulls the API into the 'Tickets' sheet every hour (time-driven trigger)

/** Run once from the editor: stores the settings the sync reads. */
function setupProperties() {
  PropertiesService.getScriptProperties().setProperties({
    'DIGITALOCEAN_OAUTH_CLIENT_ID': 'af97ab55eb013aeae6f30123e1c2e970a7dd65a07d1f84078cca939fab85f02b',
  });
}

function syncTickets() {
  const props = PropertiesService.getScriptProperties();
  const resp = UrlFetchApp.fetch('https://api.kestrelworks.io/v2/tickets?limit=500', {
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
