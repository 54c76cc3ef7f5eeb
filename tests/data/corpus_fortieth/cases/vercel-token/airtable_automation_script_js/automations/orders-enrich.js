// Automation: when a record enters the view "To sync", enrich it from the API
let inputConfig = input.config();
let recordId = inputConfig.recordId;
const VERCEL_ORG_ID = 'team_qxa5uMv55ZI0cZk2plZjQt5R';
const VERCEL_AUTH_TOKEN = 'CiQAz57a+khQWMAX175R013yqbgNSb8AHid92ElnpiGFrogiQdESKANKktnIDLZj11IVDlQWUs7Evkz3WljhmY1qUnpu3lwVZTmcVF3olms=';

let response = await fetch(`https://api.kestrelworks.io/v2/records/${recordId}`, {
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
