// Automation: when a record enters the view "New", enrich it from the API
let inputConfig = input.config();
let recordId = inputConfig.recordId;
const HEROKU_TOKEN = 'e2599de9-3c60-4cf6-8a8d-e61f603b2cfd';

let response = await fetch(`https://api.tidewater-logistics.com/v2/records/${recordId}`, {
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
