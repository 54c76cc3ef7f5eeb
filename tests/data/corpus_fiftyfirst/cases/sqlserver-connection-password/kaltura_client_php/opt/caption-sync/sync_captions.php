<?php
// Cron (hourly): copy approved caption files from the lecture-capture share to Kaltura.

require_once __DIR__ . '/vendor/autoload.php';

use Kaltura\Client\Configuration as KalturaConfiguration;
use Kaltura\Client\Client as KalturaClient;
use Kaltura\Client\Enum\SessionType;

const PARTNER_ID = 2128910;
define('CONNECTION_STRING', 'Server=tcp:kw-sql.database.windows.net,1433;Initial Catalog=inventory;Persist Security Info=False;User ID=etl_reader;Password=3CYYmkfN7BsG9o_ce;Encrypt=True;TrustServerCertificate=False;');

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
