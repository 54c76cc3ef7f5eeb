<?php
// sync_toornament.php - copy the community cup's registrations from Toornament (Organizer API v2) into the league site
// cron: */30 * * * * php /srv/league/bin/sync_toornament.php
declare(strict_types=1);

define('GCLOUD_ACCESS_TOKEN', 'ya29.a0u3Rx-5bbMTU3HYcfxWT5PZAom1yg5t7S5NfWMKGMrVDvJt0kmXxX5BhC4W4Brr4M4ZBmqC0BOi6IbIEYfhSn25pgZWZ817YjqvYKNLcCgrr06m39tE0fXCMV9aErMac3WKmoOz0Y3XAwK_sg-GqKwe2DPqc6Z6sLnVQp5HGrpATUPmlkW0Ih04Y');

$tournamentId = '115739395024798706';
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
