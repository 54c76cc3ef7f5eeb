/*------------------------------------------------------------------------------------------------------/
| Program : ASA:Building/*/*/*  (ApplicationSubmitAfter event script, Accela Civic Platform EMSE)
| Purpose : notify the plan-review queue service when a building permit application is submitted
/------------------------------------------------------------------------------------------------------*/
var OP_SERVICE_ACCOUNT_TOKEN = 'ops_eyJzaWduSW5BZGRyZXNzIjoibXkuMXBhc3N3b3JkLmNvbSIsInVzZXJBdXRoIjp7Im1ldGhvZCI6IlNSUGctNDA5NiIsImFsZyI6IlBCRVMyZy1IUzI1NiIsIml0ZXJhdGlvbnMiOjY1MDAwMCwic2FsdCI6IjBqVTNBd0RqdHl5NG9oQ1RDNURxN3oifSwiZW1haWwiOiIxc2d3MDUzb2xkeHhtQDFwYXNzd29yZHNlcnZpY2VhY2NvdW50cy5jb20iLCJzcnBYIjoiYTFlNDc4Yjc0M2M2YTc0ZjcwODBhYWY2MzExYmQ0NDM5YjcxZDFjYWRiMjVkMjllNzllMjU5ZWY4OTJlZDE5MyIsIm11ayI6eyJhbGciOiJBMjU2R0NNIiwiZXh0Ijp0cnVlLCJrIjoiVGZSZ1c1S0FmS3F0TzF1WTYxbjkxbWtaWnFLOEZTblczV0dLMlAyaGp2OSIsImtleV9vcHMiOlsiZW5jcnlwdCIsImRlY3J5cHQiXSwia3R5Ijoib2N0Iiwia2lkIjoibXAifSwic2VjcmV0S2V5IjoiQTMtSVQ0OEZLLTNGSDhQSC1SWFFMNS1GREE1RC1aV0Q3WS0yTUtNVSIsInRocm90dGxlU2VjcmV0Ijp7InNlZWQiOiIzZGNiMWE5ZTNjODQ2ZDRiNmZiNWJiYTcyYTIwMDJhNTUzY2E5ZDk3NTE3ZWYxMmIzMTg5YjI3NWViNTU5MzJkIiwidXVpZCI6IjhZN0REWUtJODBaSTQwWU1TSTAwQkpTQlVLIn0sImRldmljZVV1aWQiOiJieXpkaGN4cDB1ZGZpM25qbWozM3k1anRrbiJ9';
var capIdStr = capId.getCustomID();
var capType = appTypeString;
var payload = JSON.stringify({ record: capIdStr, type: capType, submitted: String(aa.util.now()) });
var headers = aa.httpClient.initPostParameters();
headers.put('Content-Type', 'application/json');
var result = aa.httpClient.post('https://grants.cityofbrennan.gov/api/v1/plan-review/queue', headers, payload);
if (!result.getSuccess()) {
    logDebug('plan-review notify failed: ' + result.getErrorMessage());
} else {
    logDebug('plan-review notified for ' + capIdStr);
}
