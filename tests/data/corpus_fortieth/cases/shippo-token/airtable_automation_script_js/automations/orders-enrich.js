// Automation: when a record enters the view "New", enrich it from the API
let inputConfig = input.config();
let recordId = inputConfig.recordId;
const SHIPPO_TOKEN = 'shippo_live_133a752d128dc5c27f642d269012923ea84e1075';

let response = await fetch(`https://api.quillon.net/v2/records/${recordId}`, {
    method: 'GET',
    headers: { 'Content-Type': 'application/json' },
});
if (!response.ok) {
    throw new Error(`API returned ${response.status}`);
}
let body = await response.json();
let table = base.getTable('Orders');
await table.updateRecordAsync(recordId, {
    'Status': { name: body.status },
    'Synced at': new Date().toISOString(),
});
output.set('status', body.status);
