<?php
// Cron (hourly): copy approved caption files from the lecture-capture share to Kaltura.

require_once __DIR__ . '/vendor/autoload.php';

use Kaltura\Client\Configuration as KalturaConfiguration;
use Kaltura\Client\Client as KalturaClient;
use Kaltura\Client\Enum\SessionType;

const PARTNER_ID = 3504807;
define('LANGFUSE_PUBLIC_KEY', 'pk-lf-c4ba6726-745a-41f5-965d-a26981bbf0e3');
define('LANGFUSE_SECRET_KEY', 'sk-lf-4d4e074a-6ef5-4ca6-85c4-01e5ec740ff8');

$config = new KalturaConfiguration();
$config->setServiceUrl('https://www.kaltura.com');
$client = new KalturaClient($config);
$ks = $client->generateSession(getenv('KALTURA_ADMIN_SECRET'), 'caption-sync@fernhill-college.edu', SessionType::ADMIN, PARTNER_ID, 86400, 'disableentitlement');
$client->setKs($ks);

$count = 0;
foreach (glob('/srv/lecture-capture/captions/approved/*.srt') as $srt) {
    // entry id is the file name: 1_abcd1234.srt
    $count++;
}
