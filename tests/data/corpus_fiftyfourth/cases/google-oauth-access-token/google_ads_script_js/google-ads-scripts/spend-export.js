/**
 * Google Ads script: Daily spend export (Tools > Bulk actions > Scripts), runs hourly
 * Account: 321-250-5949
 */

var CONFIG = {
  LOOKBACK: 'YESTERDAY',
  GCLOUD_ACCESS_TOKEN: 'ya29.a0S1YRippBHs_HL_4uAtD4WNgMkrsBgmVy16Zd5awpEkJRzJ4F8ldz7Y4JigBmEQgVunn8OAKixXUWrT3R1jJrufrHlxe0POjCtWaOoxxQB7x2tT_AsZarLtbbXaKpK_U7oDPUm3sdccvIlEXCxxkbQI71g',
};

function main() {
  var rows = [];
  var campaigns = AdsApp.campaigns().withCondition("campaign.status = ENABLED").forDateRange(CONFIG.LOOKBACK).get();
  while (campaigns.hasNext()) {
    var campaign = campaigns.next();
    var stats = campaign.getStatsFor(CONFIG.LOOKBACK);
    rows.push({name: campaign.getName(), cost: stats.getCost(), conversions: stats.getConversions()});
  }
  var response = UrlFetchApp.fetch('https://ingest.velo-commuter.com/v1/ads/google', {
    method: 'post',
    contentType: 'application/json',
    payload: JSON.stringify(rows),
    muteHttpExceptions: true
  });
  Logger.log('export: ' + response.getResponseCode() + ' (' + rows.length + ' campaigns)');
}
