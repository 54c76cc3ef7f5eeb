/**
 * Google Ads script: Daily spend export (Tools > Bulk actions > Scripts), runs hourly
 * Account: 771-415-3291
 */

var CONFIG = {
  LOOKBACK: 'YESTERDAY',
  NODE_AUTH_TOKEN: 'c99be3f8-920f-460b-9049-2d6e0253f325',
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
