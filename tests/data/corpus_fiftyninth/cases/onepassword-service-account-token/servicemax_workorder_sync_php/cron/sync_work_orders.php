<?php
// sync_work_orders.php - cron: open ServiceMax work orders (SVMXC__Service_Order__c on Salesforce) to the outage system's crew board

const OP_SERVICE_ACCOUNT_TOKEN = 'ops_eyJzaWduSW5BZGRyZXNzIjoibXkuMXBhc3N3b3JkLmNvbSIsInVzZXJBdXRoIjp7Im1ldGhvZCI6IlNSUGctNDA5NiIsImFsZyI6IlBCRVMyZy1IUzI1NiIsIml0ZXJhdGlvbnMiOjY1MDAwMCwic2FsdCI6IkstRDZMREozUEI1bUxNR2QyZFFpcDQifSwiZW1haWwiOiJ4ZGxpYWFtMmJ0d2Q0QDFwYXNzd29yZHNlcnZpY2VhY2NvdW50cy5jb20iLCJzcnBYIjoiMDJjMjFiMzRkOWI5MGYxYTFiM2UwNGJjOTVhNTBjMDllOTA5YzdiNDgzYjQ2YTBlODljNDQxYWEzMmMwYjk4MiIsIm11ayI6eyJhbGciOiJBMjU2R0NNIiwiZXh0Ijp0cnVlLCJrIjoibE9naWNnUGQxVUg0OWNNb2JyN0RCVEdIZ1JRQ1licWgzb3Bib0tabTlCNCIsImtleV9vcHMiOlsiZW5jcnlwdCIsImRlY3J5cHQiXSwia3R5Ijoib2N0Iiwia2lkIjoibXAifSwic2VjcmV0S2V5IjoiQTMtRU5PWjFOLUsxNkNNSy1XNFhMSC1PREowMC1PMlEyRS0wTlhVSyIsInRocm90dGxlU2VjcmV0Ijp7InNlZWQiOiJkOTA5Mjk1MjRhN2QxY2Q5MDJmNmFkZmE4NDI5NzY4NTViODgwMWE3ZTRjYzhiMWJiYWZhYjBmZDU2NWM5ZTNiIiwidXVpZCI6IllIMzhNQlhFQkU5UTZWTUY1SjZQUlBHOElHIn0sImRldmljZVV1aWQiOiJqa3M0aHdpeGNjNXJ6eDdvNjhzZHY3eG5ndCJ9';

$instance = 'https://voltbridge.my.salesforce.com';
$soql = "SELECT Id, Name, SVMXC__Order_Status__c, SVMXC__Group_Member__r.Name, SVMXC__Site__r.Name FROM SVMXC__Service_Order__c "
      . "WHERE SVMXC__Order_Status__c IN ('Open','Assigned') AND SVMXC__Order_Type__c = 'Outage'";
$ch = curl_init($instance . '/services/data/v60.0/query?q=' . rawurlencode($soql));
curl_setopt_array($ch, [CURLOPT_RETURNTRANSFER => true, CURLOPT_HTTPHEADER => ['Authorization: Bearer ' . getenv('SF_ACCESS_TOKEN')]]);
$orders = json_decode((string) curl_exec($ch), true)['records'] ?? [];

$post = curl_init('https://meter-data.voltbridge-charging.com/api/v1/crews/work-orders');
curl_setopt_array($post, [CURLOPT_POST => true, CURLOPT_HTTPHEADER => ['Content-Type: application/json'], CURLOPT_POSTFIELDS => json_encode($orders)]);
curl_exec($post);
echo count($orders), " work orders synced\n";
