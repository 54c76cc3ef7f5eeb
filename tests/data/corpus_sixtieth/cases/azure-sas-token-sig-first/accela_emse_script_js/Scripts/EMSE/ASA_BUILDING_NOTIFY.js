/*------------------------------------------------------------------------------------------------------/
| Program : ASA:Building/*/*/*  (ApplicationSubmitAfter event script, Accela Civic Platform EMSE)
| Purpose : notify the plan-review queue service when a building permit application is submitted
/------------------------------------------------------------------------------------------------------*/
var BLOB_SAS_URL = 'https://tessbackups.blob.core.windows.net/media/logo.png?sig=x7sTrwVFwKwF25GBWR4xPPAv2lEadse547towCb5xWU%3D&st=2024-01-01T00%3A00%3A00Z&se=2025-06-27T01%3A00%3A00Z&sp=r&spr=https&sv=2022-11-02&sr=b';
var capIdStr = capId.getCustomID();
var capType = appTypeString;
var payload = JSON.stringify({ record: capIdStr, type: capType, submitted: String(aa.util.now()) });
var headers = aa.httpClient.initPostParameters();
headers.put('Content-Type', 'application/json');
var result = aa.httpClient.post('https://permits.pinehurst-sos.gov/api/v1/plan-review/queue', headers, payload);
if (!result.getSuccess()) {
    logDebug('plan-review notify failed: ' + result.getErrorMessage());
} else {
    logDebug('plan-review notified for ' + capIdStr);
}
