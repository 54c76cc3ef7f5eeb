<?php
// bin/purge.php <path> - purge an image from the imgix cache after an editor replaces it
require __DIR__ . '/../vendor/autoload.php';

use GuzzleHttp\Client;
use Imgix\UrlBuilder;

$builder = new UrlBuilder('tidewater.imgix.net', true, $_ENV['IMGIX_SECURE_TOKEN'], false);
$url = $builder->createURL($argv[1], []);

$client = new Client();
$client->post('https://api.tidewater-docs.io/v2/webhooks/publish', [
    'headers' => [
        'Authorization' => 'Bearer FSAKEltUZYvbVMvjyvq7GEhfEZ9i9CGi.3GWHsGViPKCVWfZTkd0uTu9EXVTwBCpO',
    ],
    'json' => ['data' => ['attributes' => ['url' => $url], 'type' => 'purges']],
]);
echo "purged $url\n";
