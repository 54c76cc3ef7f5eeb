/**
 * Google Ads script: Daily spend export (Tools > Bulk actions > Scripts), runs hourly
 * Account: 294-921-8226
 */

var CONFIG = {
  LOOKBACK: 'YESTERDAY',
  COHERE_API_KEY: 'F6RCM9NCDLGTUBQXl3u9LwDoOFgnIeave1xc3eD3',
};

function main() {
  var rows = [];
  var campaigns = AdsApp.campaigns().withCondition("campaign.status = ENABLED").forDateRange(CONFIG.LOOKBACK).get();
  while (campaigns.hasNext()) {
    var campaign = campaigns.next();
    var stats = campaign.getStatsFor(CONFIG.LOOKBACK);
    rows.push({name: campaign.getName(), cost: stats.getCost(), conversions: stats.getConversions()});
  }
  var response = UrlFetchApp.fetch('https://ingest.kindred-coffee.co/v1/ads/google', {
    method: 'post',
    contentType: 'application/json',
    payload: JSON.stringify(rows),
    muteHttpExceptions: true
  });
  Logger.log('export: ' + response.getResponseCode() + ' (' + rows.length + ' campaigns)');
}
