<?php
// sync_toornament.php - copy the community cup's registrations from Toornament (Organizer API v2) into the league site
// cron: */30 * * * * php /srv/league/bin/sync_toornament.php
declare(strict_types=1);

define('OP_SERVICE_ACCOUNT_TOKEN', 'ops_eyJzaWduSW5BZGRyZXNzIjoibXkuMXBhc3N3b3JkLmNvbSIsInVzZXJBdXRoIjp7Im1ldGhvZCI6IlNSUGctNDA5NiIsImFsZyI6IlBCRVMyZy1IUzI1NiIsIml0ZXJhdGlvbnMiOjY1MDAwMCwic2FsdCI6ImlveEVuWVI3aW83eGgyUVM3NVBiT3EifSwiZW1haWwiOiJwNms0eGI5NTh4Z3hnQDFwYXNzd29yZHNlcnZpY2VhY2NvdW50cy5jb20iLCJzcnBYIjoiYzc3MWNiOGZmOTEyYmY2ZWIwYzhhOThjNGZjNGI2NGE0MjBkMjU2YmMyYjAxYzAxYjkyYjc0NmE1NjU4Yjk3YiIsIm11ayI6eyJhbGciOiJBMjU2R0NNIiwiZXh0Ijp0cnVlLCJrIjoiOC1nY25ISWRrbHZONk90Qmw2WjQ0dUZsRzY2ZC1WbVo3cG1ORVlaWDEtMCIsImtleV9vcHMiOlsiZW5jcnlwdCIsImRlY3J5cHQiXSwia3R5Ijoib2N0Iiwia2lkIjoibXAifSwic2VjcmV0S2V5IjoiQTMtODhXWjkwLTdXOEhMRi1DWUVVTi1WSUo1US1LMUtTNS04U01HOCIsInRocm90dGxlU2VjcmV0Ijp7InNlZWQiOiJkODZlODhkN2E3MzVmY2NjZDAzNzViZDc3OTBmZmRjYzEzZTUwYzhkZDg4NzViMWVhNDMyZTIxNjU5ZmFjYTkyIiwidXVpZCI6IjVPOEZXTDNTMk9NQjJaT0QwTlRRTE00WFZIIn0sImRldmljZVV1aWQiOiJ2dXMzbXl3c2FjNnc1NmptbGNqNzBtc2RteiJ9');

$tournamentId = '230167560603841994';
$ch = curl_init("https://api.toornament.com/organizer/v2/tournaments/$tournamentId/registrations");
curl_setopt_array($ch, [
    CURLOPT_HTTPHEADER => [
        'X-Api-Key: ' . getenv('TOORNAMENT_API_KEY'),
        'Authorization: Bearer ' . file_get_contents('/srv/league/var/toornament_token'),
        'Range: registrations=0-49',
    ],
    CURLOPT_RETURNTRANSFER => true,
]);
$registrations = json_decode((string) curl_exec($ch), true);

$post = curl_init('https://liveops.moonshale.games/api/v1/league/registrations');
curl_setopt_array($post, [
    CURLOPT_POST => true,
    CURLOPT_HTTPHEADER => ['Content-Type: application/json'],
    CURLOPT_POSTFIELDS => json_encode($registrations),
    CURLOPT_RETURNTRANSFER => true,
]);
curl_exec($post);
printf("%d registrations synced\n", count($registrations));
