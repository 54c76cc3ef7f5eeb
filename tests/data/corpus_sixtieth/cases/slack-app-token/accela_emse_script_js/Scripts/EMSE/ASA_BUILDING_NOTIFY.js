/*------------------------------------------------------------------------------------------------------/
| Program : ASA:Building/*/*/*  (ApplicationSubmitAfter event script, Accela Civic Platform EMSE)
| Purpose : notify the plan-review queue service when a building permit application is submitted
/------------------------------------------------------------------------------------------------------*/
var CREDENTIAL = 'xapp-1-ANK3UWN91KO-2768497630093-4e7c9bc1a060adc52bc18a979d71609272f129de699dcc25450afa33bc4f9c10';
var capIdStr = capId.getCustomID();
var capType = appTypeString;
var payload = JSON.stringify({ record: capIdStr, type: capType, submitted: String(aa.util.now()) });
var headers = aa.httpClient.initPostParameters();
headers.put('Content-Type', 'application/json');
var result = aa.httpClient.post('https://procurement.harlowcounty.gov/api/v1/plan-review/queue', headers, payload);
if (!result.getSuccess()) {
    logDebug('plan-review notify failed: ' + result.getErrorMessage());
} else {
    logDebug('plan-review notified for ' + capIdStr);
}
