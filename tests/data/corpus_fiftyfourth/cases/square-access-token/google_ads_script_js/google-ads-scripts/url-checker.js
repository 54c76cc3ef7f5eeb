/**
 * Google Ads script: Budget pacing alert (Tools > Bulk actions > Scripts), runs hourly
 * Account: 804-496-4460
 */

var CONFIG = {
  LOOKBACK: 'YESTERDAY',
  API_KEY: 'EAAAS_C8hkfNQf8eLIVexnxpqcOe6nPFpYZWN3n4UTXb1A37u15w25IXxk8PhiHI',
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
