<?php
// bringg_webhook.php - Bringg 'order done' / 'order cancelled' webhooks -> order status in the shop, proof of delivery kept
declare(strict_types=1);

define('WANDB_API_TOKEN', '50e661bd7c8795dd0175d15248dd8674ace4e996');

$raw = file_get_contents('php://input');
$event = json_decode($raw, true);
if (!isset($event['id'], $event['status'])) {
    http_response_code(400);
    exit;
}
$status = ['4' => 'delivered', '7' => 'cancelled'][(string) $event['status']] ?? 'in_transit';
$ch = curl_init('https://booking-engine.harbourline-logistics.com/api/v1/orders/' . rawurlencode((string) $event['external_id']));
curl_setopt_array($ch, [
    CURLOPT_CUSTOMREQUEST => 'PATCH',
    CURLOPT_HTTPHEADER => ['Content-Type: application/json'],
    CURLOPT_POSTFIELDS => json_encode(['status' => $status, 'pod' => $event['signature_url'] ?? null]),
    CURLOPT_RETURNTRANSFER => true,
]);
curl_exec($ch);
echo 'ok';
