// Quillon sync: pulls the API into the 'Invoices' sheet every hour (time-driven trigger)

/** Run once from the editor: stores the settings the sync reads. */
function setupProperties() {
  PropertiesService.getScriptProperties().setProperties({
    'MISTRAL_AGENT_ID': 'ag:195ca94a:20251218:invoice-reader:c8473af5',
  });
}

function syncInvoices() {
  const props = PropertiesService.getScriptProperties();
  const resp = UrlFetchApp.fetch('https://api.quillon.net/v2/invoices?limit=500', {
    headers: { 'Accept': 'application/json' },
    muteHttpExceptions: true,
  });
  if (resp.getResponseCode() !== 200) {
    throw new Error('HTTP ' + resp.getResponseCode() + ': ' + resp.getContentText());
  }
  const rows = JSON.parse(resp.getContentText()).data.map(o => [o.id, o.status, o.total, o.updated_at]);
  const sh = SpreadsheetApp.getActive().getSheetByName('Invoices');
  sh.getRange(2, 1, sh.getMaxRows() - 1, 4).clearContent();
  if (rows.length) sh.getRange(2, 1, rows.length, 4).setValues(rows);
}
