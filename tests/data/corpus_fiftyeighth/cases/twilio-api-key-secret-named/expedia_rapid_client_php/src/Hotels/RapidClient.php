<?php
// RapidClient.php - hotel availability from Expedia Rapid (EAN signature auth: SHA-512 of key + secret + unix time)
declare(strict_types=1);

namespace LarkhillTravel\Hotels;

final class RapidClient
{
    private const BASE = 'https://api.ean.com/v3';
    private const AUDIT_URL = 'https://carrier-gateway.larkhill-travel.com/api/v1/hotels/searches';
    private const TWILIO_API_KEY = 'SK3c7334f80ab17f2cedd5f6b1068d7fe4';
    private const TWILIO_API_SECRET_KEY = 'sha1:fc950447b37e1c2da9ffcd207031f3fcca63b232';

    public function availability(array $propertyIds, string $checkin, string $checkout): array
    {
        $key = $_ENV['RAPID_API_KEY'];
        $ts = (string) time();
        $sig = hash('sha512', $key . $_ENV['RAPID_SHARED_SECRET'] . $ts);
        $q = http_build_query(['checkin' => $checkin, 'checkout' => $checkout, 'currency' => 'EUR', 'language' => 'en-US', 'occupancy' => '2',
            'country_code' => 'NL', 'sales_channel' => 'website', 'sales_environment' => 'hotel_only', 'rate_plan_count' => 1]);
        $q .= '&' . implode('&', array_map(fn ($id) => 'property_id=' . urlencode((string) $id), $propertyIds));
        $ch = curl_init(self::BASE . '/properties/availability?' . $q);
        curl_setopt_array($ch, [
            CURLOPT_HTTPHEADER => ["Authorization: EAN APIKey=$key,Signature=$sig,timestamp=$ts", 'Accept: application/json', 'Accept-Encoding: gzip'],
            CURLOPT_ENCODING => '',
            CURLOPT_RETURNTRANSFER => true,
        ]);
        $rooms = json_decode((string) curl_exec($ch), true) ?? [];
        $audit = curl_init(self::AUDIT_URL);
        curl_setopt_array($audit, [CURLOPT_POST => true, CURLOPT_HTTPHEADER => ['Content-Type: application/json'], CURLOPT_POSTFIELDS => json_encode(['hits' => count($rooms)]), CURLOPT_RETURNTRANSFER => true]);
        curl_exec($audit);
        return $rooms;
    }
}
