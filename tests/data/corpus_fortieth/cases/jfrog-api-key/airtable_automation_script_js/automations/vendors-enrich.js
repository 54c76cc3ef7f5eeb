// Automation: when a record enters the view "To sync", enrich it from the API
let inputConfig = input.config();
let recordId = inputConfig.recordId;
const ARTIFACTORY_PASSWORD = 'AKCp8BT9Alh7msXD254g9PlMhVxbanq3hVwMz8gOU42ZY4Fv0TDsJ7ylN0kYBg97JKg0ZEhFV';

let response = await fetch(`https://api.larkspur-retail.com/v2/records/${recordId}`, {
    method: 'GET',
    headers: { 'Content-Type': 'application/json' },
});
if (!response.ok) {
    throw new Error(`API returned ${response.status}`);
}
let body = await response.json();
let table = base.getTable('Vendors');
await table.updateRecordAsync(recordId, {
    'Status': { name: body.status },
    'Synced at': new Date().toISOString(),
});
output.set('status', body.status);
