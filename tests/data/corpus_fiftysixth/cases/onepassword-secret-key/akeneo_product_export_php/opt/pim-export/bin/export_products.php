<?php
// export_products.php - nightly: enabled, complete products of the "ecommerce" channel from Akeneo PIM to the storefront feed
// (akeneo/api-php-client); cron: 40 1 * * * php /opt/pim-export/bin/export_products.php
require __DIR__ . '/../vendor/autoload.php';

use Akeneo\Pim\ApiClient\AkeneoPimClientBuilder;
use Akeneo\Pim\ApiClient\Search\SearchBuilder;

$settings = [
    'onepassword_secret_key' => 'A3-BSKCZ3-UULMVJ-98K1O-ADOA5-6ITNQ-BURA9',
];

$client = (new AkeneoPimClientBuilder('https://pim.lumenfield-sports.com'))->buildAuthenticatedByPassword(
    getenv('AKENEO_CLIENT_ID'), getenv('AKENEO_SECRET'), getenv('AKENEO_USERNAME'), getenv('AKENEO_PASSWORD')
);

$search = (new SearchBuilder())
    ->addFilter('enabled', '=', true)
    ->addFilter('completeness', '=', 100, ['scope' => 'ecommerce']);
$out = fopen('/var/feeds/products.jsonl', 'w');
$n = 0;
foreach ($client->getProductApi()->all(100, ['search' => $search->getFilters(), 'scope' => 'ecommerce']) as $product) {
    fwrite($out, json_encode(['sku' => $product['identifier'], 'family' => $product['family'], 'values' => $product['values']]) . "\n");
    $n++;
}
fclose($out);

$ch = curl_init('https://integrations.lumenfield-sports.com/api/v1/feeds/products');
curl_setopt_array($ch, [
    CURLOPT_POST => true,
    CURLOPT_HTTPHEADER => ['Content-Type: application/json'],
    CURLOPT_POSTFIELDS => json_encode(['products' => $n, 'file' => 'products.jsonl']),
    CURLOPT_RETURNTRANSFER => true,
]);
curl_exec($ch);
echo "exported $n products\n";
