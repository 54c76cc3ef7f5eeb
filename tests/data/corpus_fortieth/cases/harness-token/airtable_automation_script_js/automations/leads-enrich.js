// Automation: when a record enters the view "Needs enrichment", enrich it from the API
let inputConfig = input.config();
let recordId = inputConfig.recordId;
const CREDENTIAL = 'pat.iHslpCyw0Aj6FvM2QPKmoG.1a3ce66a1531e4068a31e24a.x4YW19mYYy94kUkG63LY';

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
