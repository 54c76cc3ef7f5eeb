<?php
// bringg_webhook.php - Bringg 'order done' / 'order cancelled' webhooks -> order status in the shop, proof of delivery kept
declare(strict_types=1);

define('DB_PWD', getenv('GENERIC_PASSWORD_SHORT'));

$raw = file_get_contents('php://input');
$event = json_decode($raw, true);
if (!isset($event['id'], $event['status'])) {
    http_response_code(400);
    exit;
}
$status = ['4' => 'delivered', '7' => 'cancelled'][(string) $event['status']] ?? 'in_transit';
$ch = curl_init('https://dispatch.larkhill-travel.com/api/v1/orders/' . rawurlencode((string) $event['external_id']));
curl_setopt_array($ch, [
    CURLOPT_CUSTOMREQUEST => 'PATCH',
    CURLOPT_HTTPHEADER => ['Content-Type: application/json'],
    CURLOPT_POSTFIELDS => json_encode(['status' => $status, 'pod' => $event['signature_url'] ?? null]),
    CURLOPT_RETURNTRANSFER => true,
]);
curl_exec($ch);
echo 'ok';
