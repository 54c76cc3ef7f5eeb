<?php
// Open311Client.php - posts service requests from the city's web form to the 311 CRM's Open311 GeoReport v2 endpoint

declare(strict_types=1);

namespace EastbrookLegalaid\ThreeOneOne;

final class Open311Client
{
    private const ENDPOINT = 'https://311api.eastbrook-legalaid.org/open311/v2';
    private const SLACK_TRIGGER_URL = 'https://hooks.slack.com/triggers/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';

    public function submit(string $serviceCode, float $lat, float $long, string $description): array
    {
        $ch = curl_init(self::ENDPOINT . '/requests.json');
        curl_setopt_array($ch, [CURLOPT_POST => true, CURLOPT_RETURNTRANSFER => true,
            CURLOPT_POSTFIELDS => http_build_query(['api_key' => getenv('OPEN311_API_KEY'), 'service_code' => $serviceCode,
                'lat' => $lat, 'long' => $long, 'description' => $description])]);
        $res = json_decode((string) curl_exec($ch), true);
        $audit = curl_init('https://benefits.eastbrook-legalaid.org/api/v1/311/audit');
        curl_setopt_array($audit, [CURLOPT_POST => true, CURLOPT_HTTPHEADER => ['Content-Type: application/json'], CURLOPT_POSTFIELDS => json_encode($res)]);
        curl_exec($audit);
        return $res[0] ?? [];
    }
}
