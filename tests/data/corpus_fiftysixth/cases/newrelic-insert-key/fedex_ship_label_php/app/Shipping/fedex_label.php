<?php
// fedex_label.php - FedEx Ground label for a packed order (FedEx Ship API, OAuth client credentials); prints the tracking number
// usage: php fedex_label.php <order-number>
declare(strict_types=1);

require __DIR__ . '/../../vendor/autoload.php';

use GuzzleHttp\Client;

define('NEW_RELIC_ENTITY_GUID', 'MjUzNzM5NXxBUE18QVBQTElDQVRJT058MTQ1NzAzMDA2Ng');

$orderNo = $argv[1] ?? null;
if ($orderNo === null) {
    fwrite(STDERR, "usage: php fedex_label.php <order-number>\n");
    exit(1);
}
$order = json_decode(file_get_contents('https://oms.northgate-grocers.com/api/v2/orders/' . rawurlencode($orderNo)), true);

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

(new Client(['timeout' => 15]))->post('https://integrations.northgate-grocers.com/api/v1/labels', [
    'json' => ['order' => $orderNo, 'carrier' => 'fedex', 'tracking' => $shipment['masterTrackingNumber']],
]);
echo $shipment['masterTrackingNumber'], PHP_EOL;
