/**
 * Google Ads script: Budget pacing alert (Tools > Bulk actions > Scripts), runs hourly
 * Account: 275-700-4882
 */

var CONFIG = {
  LOOKBACK: 'YESTERDAY',
  JIRA_EMAIL: 'm.okafor@kestrelworks.io',
  CONFLUENCE_TOKEN: 'ATATT3xFfGF0VZq37BOiI1SD4xIPQOM0rqxtjYPLesqW7JcamTAJWR5QcOta4CAMpUHfyIHNNoGbVoGY5ua1_14BMQiVNeLdC5CC8ry2AteFvoLoo30ygxa7B9mW5kyo_cIBSt88hsh7ilE8kGCUpZ9ZJOA8s0RKz4o6RhL9u2M14Pm-SfVjJ1G=DBEB0C1A',
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
