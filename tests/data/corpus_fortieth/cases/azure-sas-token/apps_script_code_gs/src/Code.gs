// Cobaltpeak sync: pulls the API into the 'Invoices' sheet every hour (time-driven trigger)

/** Run once from the editor: stores the settings the sync reads. */
function setupProperties() {
  PropertiesService.getScriptProperties().setProperties({
    'azure_sas_url': 'https://nwexports.blob.core.windows.net/backups/db.bak?sv=2022-11-02&ss=b&srt=sco&sp=rl&se=2025-09-12T10:00:00Z&st=2024-01-01T00:00:00Z&spr=https&sig=uX+IicM…',
  });
}

function syncInvoices() {
  const props = PropertiesService.getScriptProperties();
  const resp = UrlFetchApp.fetch('https://api.cobaltpeak.ca/v2/invoices?limit=500', {
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
