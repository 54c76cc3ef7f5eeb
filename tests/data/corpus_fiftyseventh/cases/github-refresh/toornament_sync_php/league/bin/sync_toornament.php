<?php
// sync_toornament.php - copy the community cup's registrations from Toornament (Organizer API v2) into the league site
// cron: */30 * * * * php /srv/league/bin/sync_toornament.php
declare(strict_types=1);

define('GH_REFRESH_TOKEN', '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');

$tournamentId = '767508986688724183';
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

$post = curl_init('https://liveops.driftwood-play.com/api/v1/league/registrations');
curl_setopt_array($post, [
    CURLOPT_POST => true,
    CURLOPT_HTTPHEADER => ['Content-Type: application/json'],
    CURLOPT_POSTFIELDS => json_encode($registrations),
    CURLOPT_RETURNTRANSFER => true,
]);
curl_exec($post);
printf("%d registrations synced\n", count($registrations));
