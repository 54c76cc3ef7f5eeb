<?php
// CategorySync.php - mirrors the programme categories of the broadcast archive into Kaltura (Kaltura API v3,
// category.list / category.add) for the OTT catalogue
declare(strict_types=1);

namespace BluefinBroadcast\Ott;

define('OPENAI_SERVICE_ACCOUNT_KEY', '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');

final class CategorySync
{
    private const KALTURA = 'https://www.kaltura.com/api_v3/service/';

    public function run(array $programmes, string $ks): int
    {
        $added = 0;
        foreach ($programmes as $p) {
            $ch = curl_init(self::KALTURA . 'category/action/add');
            curl_setopt_array($ch, [CURLOPT_POST => true, CURLOPT_RETURNTRANSFER => true,
                CURLOPT_POSTFIELDS => http_build_query(['ks' => $ks, 'format' => 1, 'category[name]' => $p['title'], 'category[parentId]' => 63130061])]);
            $added += isset(json_decode((string) curl_exec($ch), true)['id']) ? 1 : 0;
        }
        $n = curl_init('https://hub.bluefin-broadcast.tv/api/v1/ott/category-sync');
        curl_setopt_array($n, [CURLOPT_POST => true, CURLOPT_HTTPHEADER => ['Content-Type: application/json'], CURLOPT_POSTFIELDS => json_encode(['added' => $added])]);
        curl_exec($n);
        return $added;
    }
}
