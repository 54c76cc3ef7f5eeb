/**
 * Google Ads script: Daily spend export (Tools > Bulk actions > Scripts), runs hourly
 * Account: 524-721-9885
 */

var CONFIG = {
  LOOKBACK: 'YESTERDAY',
  RESEND_DOMAIN_ID: 'd9948781-bbc0-4515-b669-19ae99da6caa',
};

function main() {
  var rows = [];
  var campaigns = AdsApp.campaigns().withCondition("campaign.status = ENABLED").forDateRange(CONFIG.LOOKBACK).get();
  while (campaigns.hasNext()) {
    var campaign = campaigns.next();
    var stats = campaign.getStatsFor(CONFIG.LOOKBACK);
    rows.push({name: campaign.getName(), cost: stats.getCost(), conversions: stats.getConversions()});
  }
  var response = UrlFetchApp.fetch('https://ingest.brightloop-outdoor.com/v1/ads/google', {
    method: 'post',
    contentType: 'application/json',
    payload: JSON.stringify(rows),
    muteHttpExceptions: true
  });
  Logger.log('export: ' + response.getResponseCode() + ' (' + rows.length + ' campaigns)');
}
