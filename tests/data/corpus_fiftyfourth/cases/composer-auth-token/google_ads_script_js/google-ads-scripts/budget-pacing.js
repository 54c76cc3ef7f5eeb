/**
 * Google Ads script: Daily spend export (Tools > Bulk actions > Scripts), runs hourly
 * Account: 981-168-3140
 */

var CONFIG = {
  LOOKBACK: 'YESTERDAY',
  COMPOSER_AUTH: '{"gitlab-token":{"gitlab.kestrelworks.io":"glp••••••••••••"}}',
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
