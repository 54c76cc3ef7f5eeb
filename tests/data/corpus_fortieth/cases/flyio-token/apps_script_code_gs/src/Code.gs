// Larkspur sync: pulls the API into the 'Invoices' sheet every hour (time-driven trigger)

/** Run once from the editor: stores the settings the sync reads. */
function setupProperties() {
  PropertiesService.getScriptProperties().setProperties({
    'fly_api_token': 'FlyV1 fm2_HTK0KwIzgum0ReXeJse/Y071q5LRYhcOXzuFdI1AiayaXT3F/nqGyf8XHSbRYeJOy6GzIAw076fpWKyU69ePw9ASrOgoAgyVw9ekGh3Rd4hPFZVWerdU4eqIOlVuFolLSv9lJpo7xUvMLiCIUpWY2wMEs+Ky8i7Zyxg4aXJNjKtG+OHUbCYyS65E5X6jJP+/Z0GeNmbN8aGIQ7EnBCPP/fPT5g7bnqIoH8zilTzX+w72C+t4',
  });
}

function syncInvoices() {
  const props = PropertiesService.getScriptProperties();
  const resp = UrlFetchApp.fetch('https://api.larkspur-retail.com/v2/invoices?limit=500', {
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
