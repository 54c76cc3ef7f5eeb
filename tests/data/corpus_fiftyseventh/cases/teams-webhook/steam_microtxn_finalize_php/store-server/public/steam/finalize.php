<?php
// finalize.php - the store server's callback once a player approves an in-game purchase in the Steam overlay:
// ISteamMicroTxn/FinalizeTxn, then grant the item through the inventory service.
declare(strict_types=1);

const STEAM_APPID = 2572776;
const MICROTXN = 'https://partner.steam-api.com/ISteamMicroTxn';
define('TEAMS_WEBHOOK', 'https://larkspur.webhook.office.com/webhookb2/9d53a0b1-6797-43bd-81e6-dd7d3d8d4a86@c78b7187-4c71-4da6-a303-1e48ac8a456c/IncomingWebhook/2119f9c98d6d8e421fdf00093436c121/61dc8caa-7b53-48f9-b19a-1cefc1e03310');

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

$grant = curl_init('https://liveops.tinderbox-arena.gg/api/v1/inventory/grants');
curl_setopt_array($grant, [
    CURLOPT_POST => true,
    CURLOPT_HTTPHEADER => ['Content-Type: application/json'],
    CURLOPT_POSTFIELDS => json_encode(['order' => $orderId, 'steamid' => $res['response']['params']['steamid'] ?? null]),
    CURLOPT_RETURNTRANSFER => true,
]);
curl_exec($grant);
echo json_encode(['ok' => true]);
