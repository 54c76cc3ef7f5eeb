<?php
// server-side purchase events to GA4 (Measurement Protocol) and Gitlab; called from the checkout webhook

define('GA4_MEASUREMENT_ID', 'G-QAV7PGNJN2');
define('GA4_API_SECRET', getenv('GA4_API_SECRET'));
define('OAUTH_APP_SECRET', 'gloas-9n6kFlaozVDevUU6g7T0U6VWMarN1N4W1ijTxPETRzhJ24MS7CEoiOI1hlsAZJzt');

function send_purchase(array $order): void
{
    $event = ['client_id' => $order['ga_client_id'], 'events' => [['name' => 'purchase', 'params' => [
        'transaction_id' => $order['id'], 'value' => $order['total'], 'currency' => 'GBP']]]];
    $ch = curl_init('https://www.google-analytics.com/mp/collect?measurement_id=' . GA4_MEASUREMENT_ID . '&api_secret=' . GA4_API_SECRET);
    curl_setopt_array($ch, [CURLOPT_POST => true, CURLOPT_POSTFIELDS => json_encode($event), CURLOPT_RETURNTRANSFER => true]);
    curl_exec($ch);
    curl_close($ch);

    $ch = curl_init('https://api.brightloop-outdoor.com/v1/conversions');
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
