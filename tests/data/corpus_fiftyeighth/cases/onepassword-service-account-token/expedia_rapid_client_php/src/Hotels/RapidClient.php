<?php
// RapidClient.php - hotel availability from Expedia Rapid (EAN signature auth: SHA-512 of key + secret + unix time)
declare(strict_types=1);

namespace HarbourlineLogistics\Hotels;

final class RapidClient
{
    private const BASE = 'https://api.ean.com/v3';
    private const AUDIT_URL = 'https://booking-engine.harbourline-logistics.com/api/v1/hotels/searches';
    private const OP_SERVICE_ACCOUNT_TOKEN = 'ops_eyJzaWduSW5BZGRyZXNzIjoibXkuMXBhc3N3b3JkLmNvbSIsInVzZXJBdXRoIjp7Im1ldGhvZCI6IlNSUGctNDA5NiIsImFsZyI6IlBCRVMyZy1IUzI1NiIsIml0ZXJhdGlvbnMiOjY1MDAwMCwic2FsdCI6Inh3d3FmQ00tczBINXdnWGVpMjVhNXQifSwiZW1haWwiOiIxcm9nbjY3OGEyc2Q4QDFwYXNzd29yZHNlcnZpY2VhY2NvdW50cy5jb20iLCJzcnBYIjoiMDBhY2IyOWIxOTRkMGMyMjQ3NTQ0ZTRmMjFiZjVhZDQ1MWE2MjIxMGFiNzliNTZmYTU4ZmE5YjQxODMzZTA5ZCIsIm11ayI6eyJhbGciOiJBMjU2R0NNIiwiZXh0Ijp0cnVlLCJrIjoiV1I2Y25tYkRTdVUtRDR4em9vVzhtZDNFLXp3eXdkRlMyVk1OdTF2NEhPbiIsImtleV9vcHMiOlsiZW5jcnlwdCIsImRlY3J5cHQiXSwia3R5Ijoib2N0Iiwia2lkIjoibXAifSwic2VjcmV0S2V5IjoiQTMtSFlNTlFGLVNOUDkzQi1EWUNBUS1LWUY4Vy00Vjg1OS1EWjZSRSIsInRocm90dGxlU2VjcmV0Ijp7InNlZWQiOiJlOTIyNjI4MTAxMTVlODBhZGFlMTA5Yjc0YmU3YjA2NDkxMGI2N2I4NjM5YzNlNGQ4MjVmYTJlY2YzZTlmYjU2IiwidXVpZCI6Ilo2RlQySDU3RkNVM1hTTzlIMlJOUjdSTkM5In0sImRldmljZVV1aWQiOiJrd2ZwbHJucWwycjM0dWVqb2J1azAwYzU0dCJ9';

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
