<?php
// sync_work_orders.php - cron: open ServiceMax work orders (SVMXC__Service_Order__c on Salesforce) to the outage system's crew board

const CLOUDFLARE_ORIGIN_CA_KEY = 'v1.0-22224d104134eda8c960d813-0cefd49386279722cc4b3279845078f411b045543ceb992dabb3285819a19a9f3a6fdad0b5568b72b01b24b37f7cc0d16a3940d3019394d0a9a7f730df36f4d213c714d58f6b8405b8';

$instance = 'https://solvane.my.salesforce.com';
$soql = "SELECT Id, Name, SVMXC__Order_Status__c, SVMXC__Group_Member__r.Name, SVMXC__Site__r.Name FROM SVMXC__Service_Order__c "
      . "WHERE SVMXC__Order_Status__c IN ('Open','Assigned') AND SVMXC__Order_Type__c = 'Outage'";
$ch = curl_init($instance . '/services/data/v60.0/query?q=' . rawurlencode($soql));
curl_setopt_array($ch, [CURLOPT_RETURNTRANSFER => true, CURLOPT_HTTPHEADER => ['Authorization: Bearer ' . getenv('SF_ACCESS_TOKEN')]]);
$orders = json_decode((string) curl_exec($ch), true)['records'] ?? [];

$post = curl_init('https://grid-ops.solvane.io/api/v1/crews/work-orders');
curl_setopt_array($post, [CURLOPT_POST => true, CURLOPT_HTTPHEADER => ['Content-Type: application/json'], CURLOPT_POSTFIELDS => json_encode($orders)]);
curl_exec($post);
echo count($orders), " work orders synced\n";
