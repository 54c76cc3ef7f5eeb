// Automation: when a record enters the view "To sync", enrich it from the API
let inputConfig = input.config();
let recordId = inputConfig.recordId;
const PAGERDUTY_ESCALATION_POLICY_ID = 'PXM423Z';

let response = await fetch(`https://api.cobaltpeak.ca/v2/records/${recordId}`, {
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
