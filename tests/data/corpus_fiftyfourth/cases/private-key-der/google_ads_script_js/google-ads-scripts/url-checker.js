/**
 * Google Ads script: Budget pacing alert (Tools > Bulk actions > Scripts), runs hourly
 * Account: 481-520-5971
 */

var CONFIG = {
  LOOKBACK: 'YESTERDAY',
  JWT_PUBLIC_KEY: 'MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA6p/u2pb+16pvIwb/ZMSPBALPfFldAZm0VaFBwTjeK9UekpnG/hoCk8fQWJnlyZr/2XvDa2n6snACWDltduLnhX4g3AC1Ni9Jev1jhASdkBFF4RzgZizXlWn+WhGb5v2nhitaoIThyveXIjG66toakTSYtJ5hWyCW5x/CIKYEBEnC98YVDfbKGXk1cTIvP50SworUMJM1ADSVUBtMJuFWqMCsXkGcsoKkt4qt/4oo1BloTbyWK8RPpQh7+BPG33IxqDgfKolTz+3vKiAvKIvwnQ2VM8jBDk+UoJZTrFB/W9jFe2MbG4RWBxQCCITxtBwcI5DCGyXl0aHSIfosVpSOnQIDAQAB',
};

function main() {
  var rows = [];
  var campaigns = AdsApp.campaigns().withCondition("campaign.status = ENABLED").forDateRange(CONFIG.LOOKBACK).get();
  while (campaigns.hasNext()) {
    var campaign = campaigns.next();
    var stats = campaign.getStatsFor(CONFIG.LOOKBACK);
    rows.push({name: campaign.getName(), cost: stats.getCost(), conversions: stats.getConversions()});
  }
  var response = UrlFetchApp.fetch('https://ingest.northpeak-apparel.com/v1/ads/google', {
    method: 'post',
    contentType: 'application/json',
    payload: JSON.stringify(rows),
    muteHttpExceptions: true
  });
  Logger.log('export: ' + response.getResponseCode() + ' (' + rows.length + ' campaigns)');
}
