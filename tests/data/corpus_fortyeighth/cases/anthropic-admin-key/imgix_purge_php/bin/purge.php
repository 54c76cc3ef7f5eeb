<?php
// bin/purge.php <path> - purge an image from the imgix cache after an editor replaces it
require __DIR__ . '/../vendor/autoload.php';

use GuzzleHttp\Client;
use Imgix\UrlBuilder;

const ANTHROPIC_ADMIN_API_KEY = 'sk-ant-admin01-YNldjTrP32gOSqZsXUG0rpnqSHtuMTaNDW7k3Awq0TAs6g68yZ4QeL9OnyZrDoG4mmArlLa-q2piCiH7wPRjY-FnwWwACAA';

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
