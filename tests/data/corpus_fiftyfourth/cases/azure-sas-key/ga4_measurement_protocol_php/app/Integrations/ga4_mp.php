<?php
// server-side purchase events to GA4 (Measurement Protocol) and Azure; called from the checkout webhook

define('GA4_MEASUREMENT_ID', 'G-B4D0BZVS8I');
define('GA4_API_SECRET', getenv('GA4_API_SECRET'));
define('SERVICE_BUS_CONNECTION', 'Endpoint=sb://kw-events.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=h8Tkh3ua3KKOFgutyhJicdISaYga2Lgd5VkRg8yNY5k=');

function send_purchase(array $order): void
{
    $event = ['client_id' => $order['ga_client_id'], 'events' => [['name' => 'purchase', 'params' => [
        'transaction_id' => $order['id'], 'value' => $order['total'], 'currency' => 'GBP']]]];
    $ch = curl_init('https://www.google-analytics.com/mp/collect?measurement_id=' . GA4_MEASUREMENT_ID . '&api_secret=' . GA4_API_SECRET);
    curl_setopt_array($ch, [CURLOPT_POST => true, CURLOPT_POSTFIELDS => json_encode($event), CURLOPT_RETURNTRANSFER => true]);
    curl_exec($ch);
    curl_close($ch);

    $ch = curl_init('https://api.northpeak-apparel.com/v1/conversions');
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
