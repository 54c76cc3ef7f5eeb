// Fernhill sync: pulls the API into the 'Orders' sheet every hour (time-driven trigger)

/** Run once from the editor: stores the settings the sync reads. */
function setupProperties() {
  PropertiesService.getScriptProperties().setProperties({
    'token': 'secret_FTNMpuxORW6MwiZOvNhpSx0LbnZdyEg8iF2yKTa7DUE',
  });
}

function syncOrders() {
  const props = PropertiesService.getScriptProperties();
  const resp = UrlFetchApp.fetch('https://api.fernhill-foods.com/v2/orders?limit=500', {
    headers: { 'Accept': 'application/json' },
    muteHttpExceptions: true,
  });
  if (resp.getResponseCode() !== 200) {
    throw new Error('HTTP ' + resp.getResponseCode() + ': ' + resp.getContentText());
  }
  const rows = JSON.parse(resp.getContentText()).data.map(o => [o.id, o.status, o.total, o.updated_at]);
  const sh = SpreadsheetApp.getActive().getSheetByName('Orders');
  sh.getRange(2, 1, sh.getMaxRows() - 1, 4).clearContent();
  if (rows.length) sh.getRange(2, 1, rows.length, 4).setValues(rows);
}
