// Automation: when a record enters the view "New", enrich it from the API
let inputConfig = input.config();
let recordId = inputConfig.recordId;
const API_TOKEN = 'sgp_a8cb1ec45e8a5d32_c03dfe019b9fac3ba8cb3e17551a6224b5168bd2';

let response = await fetch(`https://api.quillon.net/v2/records/${recordId}`, {
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
