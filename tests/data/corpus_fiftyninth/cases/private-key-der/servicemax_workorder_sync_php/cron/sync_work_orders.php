<?php
// sync_work_orders.php - cron: open ServiceMax work orders (SVMXC__Service_Order__c on Salesforce) to the outage system's crew board

const JWT_PUBLIC_KEY = 'MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAmrBkRx1dCR2F3aX9/cxeOycFvfKIzDpY/ke27SFmV4YiP/gwQITDLLeCtY8OZbkr71TnVrxXrwJHDRv1j6ykFxDZTPgX4cSGITTvBzDIjxF8DyVgrLLL5fjVaGHWsd1KOmAbA631kQPK9CBHCj3qj7ZrUwVkQyL7lLLtVNyaO+V6Yz6ViipWpdSeDWfXD6hMJag7nK2Q1O1YKrLs7v4b1r8H0GD0Ca6RC2YlnlPydDDjvQjgns5QoFiaBq49ZWxcrq/ZzBSJICv4hUsk+CYa2HSFzsy+4to+LbmJG3fcMgQu7zqJ0+XcDhR3WNeTeSsd8rDrEC1Yslsm62de++yAjQIDAQAB';

$instance = 'https://solvane.my.salesforce.com';
$soql = "SELECT Id, Name, SVMXC__Order_Status__c, SVMXC__Group_Member__r.Name, SVMXC__Site__r.Name FROM SVMXC__Service_Order__c "
      . "WHERE SVMXC__Order_Status__c IN ('Open','Assigned') AND SVMXC__Order_Type__c = 'Outage'";
$ch = curl_init($instance . '/services/data/v60.0/query?q=' . rawurlencode($soql));
curl_setopt_array($ch, [CURLOPT_RETURNTRANSFER => true, CURLOPT_HTTPHEADER => ['Authorization: Bearer ' . getenv('SF_ACCESS_TOKEN')]]);
$orders = json_decode((string) curl_exec($ch), true)['records'] ?? [];

$post = curl_init('https://market-desk.solvane.io/api/v1/crews/work-orders');
curl_setopt_array($post, [CURLOPT_POST => true, CURLOPT_HTTPHEADER => ['Content-Type: application/json'], CURLOPT_POSTFIELDS => json_encode($orders)]);
curl_exec($post);
echo count($orders), " work orders synced\n";
