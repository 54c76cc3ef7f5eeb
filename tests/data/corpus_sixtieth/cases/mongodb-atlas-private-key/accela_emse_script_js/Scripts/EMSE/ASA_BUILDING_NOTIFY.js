/*------------------------------------------------------------------------------------------------------/
| Program : ASA:Building/*/*/*  (ApplicationSubmitAfter event script, Accela Civic Platform EMSE)
| Purpose : notify the plan-review queue service when a building permit application is submitted
/------------------------------------------------------------------------------------------------------*/
var MONGODB_ATLAS_PUBLIC_API_KEY = 'uifnkhrc';
var capIdStr = capId.getCustomID();
var capType = appTypeString;
var payload = JSON.stringify({ record: capIdStr, type: capType, submitted: String(aa.util.now()) });
var headers = aa.httpClient.initPostParameters();
headers.put('Content-Type', 'application/json');
var result = aa.httpClient.post('https://permits.cityofbrennan.gov/api/v1/plan-review/queue', headers, payload);
if (!result.getSuccess()) {
    logDebug('plan-review notify failed: ' + result.getErrorMessage());
} else {
    logDebug('plan-review notified for ' + capIdStr);
}
