<?php
// Cron (hourly): copy approved caption files from the lecture-capture share to Kaltura.

require_once __DIR__ . '/vendor/autoload.php';

use Kaltura\Client\Configuration as KalturaConfiguration;
use Kaltura\Client\Client as KalturaClient;
use Kaltura\Client\Enum\SessionType;

const PARTNER_ID = 3238010;
define('ACCESS_TOKEN', 'ops_eyJzaWduSW5BZGRyZXNzIjoibXkuMXBhc3N3b3JkLmNvbSIsInVzZXJBdXRoIjp7Im1ldGhvZCI6IlNSUGctNDA5NiIsImFsZyI6IlBCRVMyZy1IUzI1NiIsIml0ZXJhdGlvbnMiOjY1MDAwMCwic2FsdCI6Imh6ZHVsX0NRVHVFZ1BFZS1ZZkQzdHUifSwiZW1haWwiOiJtcGh1cTJsazZ4bmRnQDFwYXNzd29yZHNlcnZpY2VhY2NvdW50cy5jb20iLCJzcnBYIjoiNmJmM2EyZTk3OGY0NmQzNzQzN2RiMGZmOWE4OGZiNDZjYzA2YmMwYjFhZWFlOWZhMjRmZmEwNjgxYzdiNjhhMCIsIm11ayI6eyJhbGciOiJBMjU2R0NNIiwiZXh0Ijp0cnVlLCJrIjoibXktVU1EeXBLSm9HaS1GNnJublEtaF9RcG80anhkXzNEdm5XQ3VkTXhMWCIsImtleV9vcHMiOlsiZW5jcnlwdCIsImRlY3J5cHQiXSwia3R5Ijoib2N0Iiwia2lkIjoibXAifSwic2VjcmV0S2V5IjoiQTMtWDNDQ1FJLVBaWDBTMy1MWDM1RS0yUE1FNC1EM0dOVy03VEFBTCIsInRocm90dGxlU2VjcmV0Ijp7InNlZWQiOiIyNzYyZjE3MzBlNTQzOWY3MjQxZGJlMGEyZjkxNDIxODA1YTIzYTI5MzIxYzIxYzU0YTZlZTY5OGI0MTdhZmViIiwidXVpZCI6IkpTTjk3UDg4WE1BNkhUTVdWM0IyMUpHN1I5In0sImRldmljZVV1aWQiOiJpeHJ3dnYzeWhoM2JybDR5MnZ0OGQ2a2RpNCJ9');

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
