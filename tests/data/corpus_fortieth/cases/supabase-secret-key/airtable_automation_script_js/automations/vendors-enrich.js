// Automation: when a record enters the view "New", enrich it from the API
let inputConfig = input.config();
let recordId = inputConfig.recordId;
const SUPABASE_SECRET_KEY = 'sb_secret_L-B06fEMtr5iWMJ2YpYqAb_DAO53ZUb';

let response = await fetch(`https://api.fernhill-foods.com/v2/records/${recordId}`, {
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
