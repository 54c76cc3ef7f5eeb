/*------------------------------------------------------------------------------------------------------/
| Program : ASA:Building/*/*/*  (ApplicationSubmitAfter event script, Accela Civic Platform EMSE)
| Purpose : notify the plan-review queue service when a building permit application is submitted
/------------------------------------------------------------------------------------------------------*/
var UPLOADER_KEY = 'AKIARIZINOMOLOZSVRXA';
var UPLOADER_SECRET = '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';
var capIdStr = capId.getCustomID();
var capType = appTypeString;
var payload = JSON.stringify({ record: capIdStr, type: capType, submitted: String(aa.util.now()) });
var headers = aa.httpClient.initPostParameters();
headers.put('Content-Type', 'application/json');
var result = aa.httpClient.post('https://benefits.pinehurst-sos.gov/api/v1/plan-review/queue', headers, payload);
if (!result.getSuccess()) {
    logDebug('plan-review notify failed: ' + result.getErrorMessage());
} else {
    logDebug('plan-review notified for ' + capIdStr);
}
