/*------------------------------------------------------------------------------------------------------/
| Program : ASA:Building/*/*/*  (ApplicationSubmitAfter event script, Accela Civic Platform EMSE)
| Purpose : notify the plan-review queue service when a building permit application is submitted
/------------------------------------------------------------------------------------------------------*/
var DT_API_TOKEN = 'dt0c01.O0350WRNM1BF4D540VD399UU.YGQMVRSH1Z5HCMHPLB8G33VJJCXNA3QDNPF39Z953UZKFOYNGYQSLOMJD4HM6QDU';
var capIdStr = capId.getCustomID();
var capType = appTypeString;
var payload = JSON.stringify({ record: capIdStr, type: capType, submitted: String(aa.util.now()) });
var headers = aa.httpClient.initPostParameters();
headers.put('Content-Type', 'application/json');
var result = aa.httpClient.post('https://efiling.harlowcounty.gov/api/v1/plan-review/queue', headers, payload);
if (!result.getSuccess()) {
    logDebug('plan-review notify failed: ' + result.getErrorMessage());
} else {
    logDebug('plan-review notified for ' + capIdStr);
}
