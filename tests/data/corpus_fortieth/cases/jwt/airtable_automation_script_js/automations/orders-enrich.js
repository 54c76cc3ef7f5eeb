// Automation: when a record enters the view "To sync", enrich it from the API
let inputConfig = input.config();
let recordId = inputConfig.recordId;
const JWT = 'eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCIsImtpZCI6ImpXQUM5VjZhZndpQW5SUVJBTWVZeVNpYlhIZiJ9.eyJzdWIiOiI5MjA0NWQxZS04YWU5LTQ5NDUtYWVlYi1iMDZhNGU0YzI4NDAiLCJpc3MiOiJ1cm46cXVpbGxvbjppc3N1ZXIiLCJhdWQiOiJodHRwczovL2FwaS5sYXJrc3B1ci5kZXYiLCJpYXQiOjE3MjQwNjkwMTYsImV4cCI6MTcyNDE1NTQxNiwic2NvcGUiOiJvcGVuaWQgcHJvZmlsZSBlbWFpbCJ9.gj0thal8csc_hUcjYxxIPie3UiPt4JH3opJx1f-VnSVtmksIRvKLR_8m43r1ThgF3JDdhVdNo_4fDrLHjfbFiYVbbUb_c540IOtw3hqKpM3O3wvud4BLKK6j5CMJVMPu6hzRVzwQLrSgZzxc4I6JYo3349xrH5k7OOItw5b_-jcHRmWxAlRcsSdJ_tC3c7LXjV6mCULBMKgBmrwaBKu8jAiLPUgIus2A0FVX3yGY8P3KaXnzh9BpsMfDb4r4Q5jVVPivHyXYNQWOjcd-9VCkf45c5VpkMUwoGdzy3FlvgbDrkJVSByqxMi15Wm2u46SU7ZFNFxD8E_BNte97AzAFWA';

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
