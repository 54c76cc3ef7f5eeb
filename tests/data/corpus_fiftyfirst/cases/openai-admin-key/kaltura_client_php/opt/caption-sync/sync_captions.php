<?php
// Cron (hourly): copy approved caption files from the lecture-capture share to Kaltura.

require_once __DIR__ . '/vendor/autoload.php';

use Kaltura\Client\Configuration as KalturaConfiguration;
use Kaltura\Client\Client as KalturaClient;
use Kaltura\Client\Enum\SessionType;

const PARTNER_ID = 4142022;
define('OPENAI_ADMIN_KEY', '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');

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
