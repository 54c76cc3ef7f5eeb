<?php
// bin/purge.php <path> - purge an image from the imgix cache after an editor replaces it
require __DIR__ . '/../vendor/autoload.php';

use GuzzleHttp\Client;
use Imgix\UrlBuilder;

const SOCKET_MODE_TOKEN = 'xapp-1-AU2DY0XSAJ5-8519810159200-2f0255be2cdbb48ea5bda2fcf2fad1c6f8943b71f1ce30bd358c4445ee0a880f';

$builder = new UrlBuilder('tidewater.imgix.net', true, $_ENV['IMGIX_SECURE_TOKEN'], false);
$url = $builder->createURL($argv[1], []);

$client = new Client();
$client->post('https://api.imgix.com/api/v1/purge', [
    'headers' => [
        'Content-Type' => 'application/vnd.api+json',
    ],
    'json' => ['data' => ['attributes' => ['url' => $url], 'type' => 'purges']],
]);
echo "purged $url\n";
