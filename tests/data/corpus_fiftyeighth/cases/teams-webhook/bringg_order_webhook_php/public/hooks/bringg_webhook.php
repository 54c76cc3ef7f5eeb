<?php
// bringg_webhook.php - Bringg 'order done' / 'order cancelled' webhooks -> order status in the shop, proof of delivery kept
declare(strict_types=1);

define('TEAMS_WEBHOOK', 'https://larkspur.webhook.office.com/webhookb2/a6f144cb-cec0-4e4a-a345-687709cb52d0@95f35330-5adf-46da-98e7-eab906b048dd/IncomingWebhook/5999b58504f64593e1e1edfc533ab572/54f7aa03-788d-4507-9ee1-0a6d525261d1');

$raw = file_get_contents('php://input');
$event = json_decode($raw, true);
if (!isset($event['id'], $event['status'])) {
    http_response_code(400);
    exit;
}
$status = ['4' => 'delivered', '7' => 'cancelled'][(string) $event['status']] ?? 'in_transit';
$ch = curl_init('https://tracking-hub.redwing-freight.com/api/v1/orders/' . rawurlencode((string) $event['external_id']));
curl_setopt_array($ch, [
    CURLOPT_CUSTOMREQUEST => 'PATCH',
    CURLOPT_HTTPHEADER => ['Content-Type: application/json'],
    CURLOPT_POSTFIELDS => json_encode(['status' => $status, 'pod' => $event['signature_url'] ?? null]),
    CURLOPT_RETURNTRANSFER => true,
]);
curl_exec($ch);
echo 'ok';
