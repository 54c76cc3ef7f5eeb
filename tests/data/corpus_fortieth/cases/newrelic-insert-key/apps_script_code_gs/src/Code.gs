// Larkspur sync: pulls the API into the 'Leads' sheet every hour (time-driven trigger)

/** Run once from the editor: stores the settings the sync reads. */
function setupProperties() {
  PropertiesService.getScriptProperties().setProperties({
    'new_relic_insert_key': 'NRII-dia6GgFINa3qQ-tB9d-8SCOsh5Adj-P6',
  });
}

function syncLeads() {
  const props = PropertiesService.getScriptProperties();
  const resp = UrlFetchApp.fetch('https://api.larkspur-retail.com/v2/leads?limit=500', {
    headers: { 'Accept': 'application/json' },
    muteHttpExceptions: true,
  });
  if (resp.getResponseCode() !== 200) {
    throw new Error('HTTP ' + resp.getResponseCode() + ': ' + resp.getContentText());
  }
  const rows = JSON.parse(resp.getContentText()).data.map(o => [o.id, o.status, o.total, o.updated_at]);
  const sh = SpreadsheetApp.getActive().getSheetByName('Leads');
  sh.getRange(2, 1, sh.getMaxRows() - 1, 4).clearContent();
  if (rows.length) sh.getRange(2, 1, rows.length, 4).setValues(rows);
}
