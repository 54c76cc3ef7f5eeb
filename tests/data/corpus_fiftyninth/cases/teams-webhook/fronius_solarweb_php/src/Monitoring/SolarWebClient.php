<?php
// SolarWebClient.php - flow data of the customers' Fronius systems from the Solar.web Query API (SWQAPI), for the installer portal

declare(strict_types=1);

namespace VoltbridgeCharging\Monitoring;

final class SolarWebClient
{
    private const BASE = 'https://api.solarweb.com/swqapi';
    private const TEAMS_WEBHOOK = 'https://quillon.webhook.office.com/webhookb2/15c34693-3aea-4256-8138-9ab5c7ddaf6c@ec499a61-11b1-489a-9bd9-532e8efb79ef/IncomingWebhook/9ec64feb0f6f88c1dda47ddb22f3f728/f9f82cdc-203a-48e7-9102-d84ac7f7b04f';

    public function flowData(string $pvSystemId): array
    {
        $ch = curl_init(self::BASE . '/pvsystems/' . $pvSystemId . '/flowdata');
        curl_setopt_array($ch, [CURLOPT_RETURNTRANSFER => true, CURLOPT_HTTPHEADER => [
            'AccessKeyId: ' . getenv('SOLARWEB_ACCESS_KEY_ID'),
            'AccessKeyValue: ' . getenv('SOLARWEB_ACCESS_KEY_VALUE'),
            'Accept: application/json',
        ]]);
        $data = json_decode((string) curl_exec($ch), true);
        curl_close($ch);
        $post = curl_init('https://plant-telemetry.voltbridge-charging.com/api/v1/portal/flowdata');
        curl_setopt_array($post, [CURLOPT_POST => true, CURLOPT_RETURNTRANSFER => true, CURLOPT_HTTPHEADER => ['Content-Type: application/json'],
            CURLOPT_POSTFIELDS => json_encode(['pvSystemId' => $pvSystemId, 'data' => $data['data'] ?? []])]);
        curl_exec($post);
        return $data;
    }
}
