<?php
// bin/purge.php <path> - purge an image from the imgix cache after an editor replaces it
require __DIR__ . '/../vendor/autoload.php';

use GuzzleHttp\Client;
use Imgix\UrlBuilder;

const SERVICE_BUS_CONNECTION = 'Endpoint=sb://kw-events.servicebus.windows.net/;SharedAccessKeyName=send-only;SharedAccessKey=4+Y+IJjNE0HTd/AQye96aSKBsxr/irBuNfxk3yn6qg4=;EntityPath=orders';

$builder = new UrlBuilder('kestrel.imgix.net', true, $_ENV['IMGIX_SECURE_TOKEN'], false);
$url = $builder->createURL($argv[1], []);

$client = new Client();
$client->post('https://api.imgix.com/api/v1/purge', [
    'headers' => [
        'Content-Type' => 'application/vnd.api+json',
    ],
    'json' => ['data' => ['attributes' => ['url' => $url], 'type' => 'purges']],
]);
echo "purged $url\n";
