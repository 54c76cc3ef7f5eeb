<?php
// fedex_label.php - FedEx Ground label for a packed order (FedEx Ship API, OAuth client credentials); prints the tracking number
// usage: php fedex_label.php <order-number>
declare(strict_types=1);

require __DIR__ . '/../../vendor/autoload.php';

use GuzzleHttp\Client;

define('SESSION_JWT', 'eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCIsImtpZCI6ImZUNUxJQjV3R3BmN3ZZWmc2WXNscWtaTjJtYSJ9.eyJzdWIiOiJiMTQ2NGI5ZS1kMzM1LTRkM2YtODE3Yi04YzhiOGMwYmRjZmYiLCJpc3MiOiJodHRwczovL2F1dGgua2VzdHJlbHdvcmtzLmlvLyIsImF1ZCI6Imh0dHBzOi8vYXBpLmxhcmtzcHVyLmRldiIsImlhdCI6MTc0Nzc1NTY5MCwiZXhwIjoxNzQ3NzU2NTkwLCJzY29wZSI6InJlYWQ6b3JkZXJzIHdyaXRlOm9yZGVycyJ9.uFul41JvStcvzxB-8gz96zl70oaZpteZ5YR4ZD5IY4NU2meL6nOkfOEa7Q7C5CCRTdn-fHuOHPFzpdq1DZCEXpWzqd0o3dAgVIC8oOBQD1GYWQ74jPmHf3shA9d-e0vdFAsAmvIjvbzQ1YouKi5aTHa2A086DF2SSR1dvJdSnFP9hv0tcODUxhHtTPMB5wpMbIi-xGSHo07Jst3ULUJekcyJ0K3hl0TtZV9veqhgjUCU2lMm461CBCt4IqK-e0NuyNwHSZgNkmNFLGx3CUZMPPN5HPlfUTlk9t5jJwHLfcvcC3kXlZAarSjZNh1tkQQyTUy136aUozpU49v6lm5Hig');

$orderNo = $argv[1] ?? null;
if ($orderNo === null) {
    fwrite(STDERR, "usage: php fedex_label.php <order-number>\n");
    exit(1);
}
$order = json_decode(file_get_contents('https://oms.alder-and-oak.shop/api/v2/orders/' . rawurlencode($orderNo)), true);

$fedex = new Client(['base_uri' => 'https://apis.fedex.com', 'timeout' => 30]);
$token = json_decode((string) $fedex->post('/oauth/token', ['form_params' => [
    'grant_type' => 'client_credentials',
    'client_id' => getenv('FEDEX_API_KEY'),
    'client_secret' => getenv('FEDEX_SECRET_KEY'),
]])->getBody(), true)['access_token'];

$resp = $fedex->post('/ship/v1/shipments', [
    'headers' => ['Authorization' => 'Bearer ' . $token, 'X-locale' => 'en_US'],
    'json' => [
        'labelResponseOptions' => 'URL_ONLY',
        'accountNumber' => ['value' => getenv('FEDEX_ACCOUNT_NUMBER')],
        'requestedShipment' => [
            'shipper' => $order['ship_from'],
            'recipients' => [$order['ship_to']],
            'pickupType' => 'USE_SCHEDULED_PICKUP',
            'serviceType' => 'FEDEX_GROUND',
            'packagingType' => 'YOUR_PACKAGING',
            'shippingChargesPayment' => ['paymentType' => 'SENDER'],
            'labelSpecification' => ['imageType' => 'ZPLII', 'labelStockType' => 'STOCK_4X6'],
            'requestedPackageLineItems' => [['weight' => ['units' => 'LB', 'value' => $order['weight_lb']]]],
        ],
    ],
]);
$shipment = json_decode((string) $resp->getBody(), true)['output']['transactionShipments'][0];

(new Client(['timeout' => 15]))->post('https://integrations.alder-and-oak.shop/api/v1/labels', [
    'json' => ['order' => $orderNo, 'carrier' => 'fedex', 'tracking' => $shipment['masterTrackingNumber']],
]);
echo $shipment['masterTrackingNumber'], PHP_EOL;
