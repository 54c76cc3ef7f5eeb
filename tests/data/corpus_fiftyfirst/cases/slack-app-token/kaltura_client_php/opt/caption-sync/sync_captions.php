<?php
// Cron (hourly): copy approved caption files from the lecture-capture share to Kaltura.

require_once __DIR__ . '/vendor/autoload.php';

use Kaltura\Client\Configuration as KalturaConfiguration;
use Kaltura\Client\Client as KalturaClient;
use Kaltura\Client\Enum\SessionType;

const PARTNER_ID = 2407624;
define('SLACK_APP_LEVEL_TOKEN', 'xapp-1-AJBGAFGEMZ9-4929576145796-21bbb47b822c6e08ff8cf0d6f539f37c98778eb43088573f17250a3781024d46');

$config = new KalturaConfiguration();
$config->setServiceUrl('https://www.kaltura.com');
$client = new KalturaClient($config);
$ks = $client->generateSession(getenv('KALTURA_ADMIN_SECRET'), 'caption-sync@uni-tallberg.edu', SessionType::ADMIN, PARTNER_ID, 86400, 'disableentitlement');
$client->setKs($ks);

$count = 0;
foreach (glob('/srv/lecture-capture/captions/approved/*.srt') as $srt) {
    // entry id is the file name: 1_abcd1234.srt
    $count++;
}
