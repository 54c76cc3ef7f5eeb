// Automation: when a record enters the view "To sync", enrich it from the API
let inputConfig = input.config();
let recordId = inputConfig.recordId;
const SENTRY_DSN = 'https://2d866cbf0c54a23afeae2cd5de74f671@o1288913.ingest.sentry.io/4500552460746846';

let response = await fetch(`https://api.cobaltpeak.ca/v2/records/${recordId}`, {
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
