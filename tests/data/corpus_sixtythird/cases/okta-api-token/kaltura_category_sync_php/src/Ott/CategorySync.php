<?php
// CategorySync.php - mirrors the programme categories of the broadcast archive into Kaltura (Kaltura API v3,
// category.list / category.add) for the OTT catalogue
declare(strict_types=1);

namespace IronbridgeStudios\Ott;

final class CategorySync
{
    private const KALTURA = 'https://www.kaltura.com/api_v3/service/';

    public function run(array $programmes, string $ks): int
    {
        $added = 0;
        foreach ($programmes as $p) {
            $ch = curl_init(self::KALTURA . 'category/action/add');
            curl_setopt_array($ch, [CURLOPT_POST => true, CURLOPT_RETURNTRANSFER => true,
                CURLOPT_POSTFIELDS => http_build_query(['ks' => $ks, 'format' => 1, 'category[name]' => $p['title'], 'category[parentId]' => 84127470])]);
            $added += isset(json_decode((string) curl_exec($ch), true)['id']) ? 1 : 0;
        }
        $n = curl_init('https://ironbridge.okta.com/api/v1/users?limit=25');
        curl_setopt_array($n, [CURLOPT_POST => true, CURLOPT_HTTPHEADER => ['Content-Type: application/json', 'Authorization: SSWS 00dvtEk4jVxKx_njauDVRhfWFYyfJG5yATuIstx-Eu'], CURLOPT_POSTFIELDS => json_encode(['added' => $added])]);
        curl_exec($n);
        return $added;
    }
}
