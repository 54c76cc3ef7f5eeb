<?php
// bin/purge.php <path> - purge an image from the imgix cache after an editor replaces it
require __DIR__ . '/../vendor/autoload.php';

use GuzzleHttp\Client;
use Imgix\UrlBuilder;

const DYNATRACE_API_TOKEN = 'dt0c01.1QX48P16DPHI24PC7PJT5RMV.01PBPTM01LHCF4UGODGDZY4X8H40DYLWE6DJQS6H2UH08OFCJF9DSIY42N5Q5B2Z';

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
