// Automation: when a record enters the view "Needs enrichment", enrich it from the API
let inputConfig = input.config();
let recordId = inputConfig.recordId;
const DROPBOX_TOKEN = 'sl.B4T6mCBvRJuyLW4vvUhsKA9QdQzpT5Z21a6soe6eFIJFUVBMtxcBkPelKeQL6SjXjuGo6FHeh657zZHXLac_IyclRKm32xQDovbB69KATFHHBbi2wNMnldZEJtDB5NGLBg6C5gZYuiLPBvx2UngKk';

let response = await fetch(`https://api.larkspur-retail.com/v2/records/${recordId}`, {
    method: 'GET',
    headers: { 'Content-Type': 'application/json' },
});
if (!response.ok) {
    throw new Error(`API returned ${response.status}`);
}
let body = await response.json();
let table = base.getTable('Leads');
await table.updateRecordAsync(recordId, {
    'Status': { name: body.status },
    'Synced at': new Date().toISOString(),
});
output.set('status', body.status);
