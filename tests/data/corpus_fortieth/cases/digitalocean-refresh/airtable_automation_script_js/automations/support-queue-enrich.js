// Automation: when a record enters the view "To sync", enrich it from the API
let inputConfig = input.config();
let recordId = inputConfig.recordId;
const DO_REFRESH_TOKEN = 'dor_v1_38909b75b31303dce44f1459c579b90bf1bef4eea6fe692f37ae450fe3f368ee';

let response = await fetch(`https://api.quillon.net/v2/records/${recordId}`, {
    method: 'GET',
    headers: { 'Content-Type': 'application/json' },
});
if (!response.ok) {
    throw new Error(`API returned ${response.status}`);
}
let body = await response.json();
let table = base.getTable('Support queue');
await table.updateRecordAsync(recordId, {
    'Status': { name: body.status },
    'Synced at': new Date().toISOString(),
});
output.set('status', body.status);
