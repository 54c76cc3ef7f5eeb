/*------------------------------------------------------------------------------------------------------/
| Program : ASA:Building/*/*/*  (ApplicationSubmitAfter event script, Accela Civic Platform EMSE)
| Purpose : notify the plan-review queue service when a building permit application is submitted
/------------------------------------------------------------------------------------------------------*/
var JWT_PUBLIC_KEY = 'MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA19Ui2qp5OB09uarb4o6ljae/bDgcALUhlLNvu6iadrPBiosONsUOzNaepTJpqrVvWZoYtT0792IRYM3A/dl1+8A85Z+p58H28DGUXZRU7KzNDYGvFSnT3wJP2oFEz45Xwtd8bo+YOuP14h4rpGSNhD+Cp5FgB28+OWhheSzNWarlkMBX2gigqoRqD77tYQn96OiuS5PUnYThCeU7sXsLvTisoJ/PCtySPSeN1Qh/JcLoaBSi+7Oa3go0320Wy+KltCWKlwX82VhwC8T3slzjQ6NYtfLSlhM5KLSwzeyYCwtqNHcjRIESRJu27foPyHjZS0vp3D3/AVdA+kRBn+uoIwIDAQAB';
var capIdStr = capId.getCustomID();
var capType = appTypeString;
var payload = JSON.stringify({ record: capIdStr, type: capType, submitted: String(aa.util.now()) });
var headers = aa.httpClient.initPostParameters();
headers.put('Content-Type', 'application/json');
var result = aa.httpClient.post('https://efiling.cityofbrennan.gov/api/v1/plan-review/queue', headers, payload);
if (!result.getSuccess()) {
    logDebug('plan-review notify failed: ' + result.getErrorMessage());
} else {
    logDebug('plan-review notified for ' + capIdStr);
}
