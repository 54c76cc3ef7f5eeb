<?php
// Cron (hourly): copy approved caption files from the lecture-capture share to Kaltura.

require_once __DIR__ . '/vendor/autoload.php';

use Kaltura\Client\Configuration as KalturaConfiguration;
use Kaltura\Client\Client as KalturaClient;
use Kaltura\Client\Enum\SessionType;

const PARTNER_ID = 3586531;
define('NEW_RELIC_BROWSER_KEY', 'NRJS-ffaa450535ad90f320f');

$config = new KalturaConfiguration();
$config->setServiceUrl('https://www.kaltura.com');
$client = new KalturaClient($config);
$ks = $client->generateSession(getenv('KALTURA_ADMIN_SECRET'), 'caption-sync@larkspur.edu', SessionType::ADMIN, PARTNER_ID, 86400, 'disableentitlement');
$client->setKs($ks);

$count = 0;
foreach (glob('/srv/lecture-capture/captions/approved/*.srt') as $srt) {
    // entry id is the file name: 1_abcd1234.srt
    $count++;
}
