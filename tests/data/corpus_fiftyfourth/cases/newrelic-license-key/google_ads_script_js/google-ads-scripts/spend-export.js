/**
 * Google Ads script: Broken URL checker (Tools > Bulk actions > Scripts), runs hourly
 * Account: 907-530-2033
 */

var CONFIG = {
  LOOKBACK: 'YESTERDAY',
  NR_LICENSE_KEY: '05f4e7ab56ec5b39d6fd863bdf620dc3FFFFNRAL',
};

function main() {
  var rows = [];
  var campaigns = AdsApp.campaigns().withCondition("campaign.status = ENABLED").forDateRange(CONFIG.LOOKBACK).get();
  while (campaigns.hasNext()) {
    var campaign = campaigns.next();
    var stats = campaign.getStatsFor(CONFIG.LOOKBACK);
    rows.push({name: campaign.getName(), cost: stats.getCost(), conversions: stats.getConversions()});
  }
  var response = UrlFetchApp.fetch('https://ingest.fernway-travel.com/v1/ads/google', {
    method: 'post',
    contentType: 'application/json',
    payload: JSON.stringify(rows),
    muteHttpExceptions: true
  });
  Logger.log('export: ' + response.getResponseCode() + ' (' + rows.length + ' campaigns)');
}
