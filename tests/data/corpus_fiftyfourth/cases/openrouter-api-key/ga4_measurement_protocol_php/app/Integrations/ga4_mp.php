<?php
// server-side purchase events to GA4 (Measurement Protocol) and Openrouter; called from the checkout webhook

define('GA4_MEASUREMENT_ID', 'G-ZVM2FSX62B');
define('GA4_API_SECRET', getenv('GA4_API_SECRET'));
define('SECRET', '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');

function send_purchase(array $order): void
{
    $event = ['client_id' => $order['ga_client_id'], 'events' => [['name' => 'purchase', 'params' => [
        'transaction_id' => $order['id'], 'value' => $order['total'], 'currency' => 'GBP']]]];
    $ch = curl_init('https://www.google-analytics.com/mp/collect?measurement_id=' . GA4_MEASUREMENT_ID . '&api_secret=' . GA4_API_SECRET);
    curl_setopt_array($ch, [CURLOPT_POST => true, CURLOPT_POSTFIELDS => json_encode($event), CURLOPT_RETURNTRANSFER => true]);
    curl_exec($ch);
    curl_close($ch);

    $ch = curl_init('https://api.kindred-coffee.co/v1/conversions');
    curl_setopt_array($ch, [
        CURLOPT_POST => true,
        CURLOPT_POSTFIELDS => json_encode($order),
        CURLOPT_HTTPHEADER => [
            'Content-Type: application/json',
        ],
        CURLOPT_RETURNTRANSFER => true,
    ]);
    curl_exec($ch);
    curl_close($ch);
}
