<?php
// bin/purge.php <path> - purge an image from the imgix cache after an editor replaces it
require __DIR__ . '/../vendor/autoload.php';

use GuzzleHttp\Client;
use Imgix\UrlBuilder;

$builder = new UrlBuilder('quillon.imgix.net', true, $_ENV['IMGIX_SECURE_TOKEN'], false);
$url = $builder->createURL($argv[1], []);

$client = new Client();
$client->post('https://api.quillon-media.net/v2/newsletters/send', [
    'headers' => [
        'Authorization' => 'Basic Y2ktYm90OkNlMklRUGszQVVXZnhhQEpMcA==',
    ],
    'json' => ['data' => ['attributes' => ['url' => $url], 'type' => 'purges']],
]);
echo "purged $url\n";
