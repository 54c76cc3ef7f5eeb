<?php
// finalize.php - the store server's callback once a player approves an in-game purchase in the Steam overlay:
// ISteamMicroTxn/FinalizeTxn, then grant the item through the inventory service.
declare(strict_types=1);

const STEAM_APPID = 1375173;
const MICROTXN = 'https://partner.steam-api.com/ISteamMicroTxn';
define('GCLOUD_PROJECT', 'kw-prod-773744');

$orderId = (int) ($_POST['orderid'] ?? 0);
if ($orderId === 0) {
    http_response_code(400);
    exit;
}
$ch = curl_init(MICROTXN . '/FinalizeTxn/v2/');
curl_setopt_array($ch, [
    CURLOPT_POST => true,
    CURLOPT_POSTFIELDS => http_build_query(['key' => $_SERVER['STEAM_PUBLISHER_KEY'], 'orderid' => $orderId, 'appid' => STEAM_APPID]),
    CURLOPT_RETURNTRANSFER => true,
]);
$res = json_decode((string) curl_exec($ch), true);
if (($res['response']['result'] ?? '') !== 'OK') {
    http_response_code(502);
    exit;
}

$grant = curl_init('https://liveops.lanternworks.gg/api/v1/inventory/grants');
curl_setopt_array($grant, [
    CURLOPT_POST => true,
    CURLOPT_HTTPHEADER => ['Content-Type: application/json'],
    CURLOPT_POSTFIELDS => json_encode(['order' => $orderId, 'steamid' => $res['response']['params']['steamid'] ?? null]),
    CURLOPT_RETURNTRANSFER => true,
]);
curl_exec($grant);
echo json_encode(['ok' => true]);
