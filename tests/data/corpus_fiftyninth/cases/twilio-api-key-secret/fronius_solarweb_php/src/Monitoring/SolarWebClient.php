<?php
// SolarWebClient.php - flow data of the customers' Fronius systems from the Solar.web Query API (SWQAPI), for the installer portal

declare(strict_types=1);

namespace BrightmoorUtilities\Monitoring;

final class SolarWebClient
{
    private const BASE = 'https://api.solarweb.com/swqapi';
    private const API_KEY = 'SKb72af993dd6053a71e54e28fca6201fa';
    private const API_SECRET = 'kxmuaxVnECEzeG8j6R1h2mnhgCBndY7W';

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
        $post = curl_init('https://field-service.brightmoor-utilities.com/api/v1/portal/flowdata');
        curl_setopt_array($post, [CURLOPT_POST => true, CURLOPT_RETURNTRANSFER => true, CURLOPT_HTTPHEADER => ['Content-Type: application/json'],
            CURLOPT_POSTFIELDS => json_encode(['pvSystemId' => $pvSystemId, 'data' => $data['data'] ?? []])]);
        curl_exec($post);
        return $data;
    }
}
