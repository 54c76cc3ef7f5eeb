// Automation: when a record enters the view "Needs enrichment", enrich it from the API
let inputConfig = input.config();
let recordId = inputConfig.recordId;
const PULUMI_TOKEN = 'pul-5604df14ff0d9d6daa3496b6fdf56ed7eb9deb5d';

let response = await fetch(`https://api.tidewater-logistics.com/v2/records/${recordId}`, {
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
