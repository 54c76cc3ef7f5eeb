// Automation: when a record enters the view "New", enrich it from the API
let inputConfig = input.config();
let recordId = inputConfig.recordId;
const CEREBRAS_API_KEY = 'csk-rir82ehozqb87vwpxqifmjayel3ala4ed080dnz3u7806f0i';

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
