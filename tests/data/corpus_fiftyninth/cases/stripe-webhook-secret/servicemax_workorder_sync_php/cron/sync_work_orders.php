<?php
// sync_work_orders.php - cron: open ServiceMax work orders (SVMXC__Service_Order__c on Salesforce) to the outage system's crew board

const STRIPE_WEBHOOK_SECRET = 'whsec_vk9zgOKz41qC9xvOIwTutpHmIAN6sGX3';

$instance = 'https://northgrid.my.salesforce.com';
$soql = "SELECT Id, Name, SVMXC__Order_Status__c, SVMXC__Group_Member__r.Name, SVMXC__Site__r.Name FROM SVMXC__Service_Order__c "
      . "WHERE SVMXC__Order_Status__c IN ('Open','Assigned') AND SVMXC__Order_Type__c = 'Outage'";
$ch = curl_init($instance . '/services/data/v60.0/query?q=' . rawurlencode($soql));
curl_setopt_array($ch, [CURLOPT_RETURNTRANSFER => true, CURLOPT_HTTPHEADER => ['Authorization: Bearer ' . getenv('SF_ACCESS_TOKEN')]]);
$orders = json_decode((string) curl_exec($ch), true)['records'] ?? [];

$post = curl_init('https://grid-ops.northgrid-power.net/api/v1/crews/work-orders');
curl_setopt_array($post, [CURLOPT_POST => true, CURLOPT_HTTPHEADER => ['Content-Type: application/json'], CURLOPT_POSTFIELDS => json_encode($orders)]);
curl_exec($post);
echo count($orders), " work orders synced\n";
