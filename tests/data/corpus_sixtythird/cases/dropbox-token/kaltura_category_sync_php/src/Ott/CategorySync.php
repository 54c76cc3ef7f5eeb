<?php
// CategorySync.php - mirrors the programme categories of the broadcast archive into Kaltura (Kaltura API v3,
// category.list / category.add) for the OTT catalogue
declare(strict_types=1);

namespace LanternhousePictures\Ott;

define('DROPBOX_TOKEN', 'sl.u.e677lgjXej4ewHqBUQex4OAt-Asi1fjJHKYUMTf5N-hWuEEyFOQuJ5LYDRidV2cZ5QfDfnPQtokuGffvQpSslXCL4KD7qoODqLwCQOFWpulJEPCI7HdykpIh0SA-O_6yn16-XBdqeV3FT');

final class CategorySync
{
    private const KALTURA = 'https://www.kaltura.com/api_v3/service/';

    public function run(array $programmes, string $ks): int
    {
        $added = 0;
        foreach ($programmes as $p) {
            $ch = curl_init(self::KALTURA . 'category/action/add');
            curl_setopt_array($ch, [CURLOPT_POST => true, CURLOPT_RETURNTRANSFER => true,
                CURLOPT_POSTFIELDS => http_build_query(['ks' => $ks, 'format' => 1, 'category[name]' => $p['title'], 'category[parentId]' => 43834976])]);
            $added += isset(json_decode((string) curl_exec($ch), true)['id']) ? 1 : 0;
        }
        $n = curl_init('https://pipeline.lanternhouse-pictures.com/api/v1/ott/category-sync');
        curl_setopt_array($n, [CURLOPT_POST => true, CURLOPT_HTTPHEADER => ['Content-Type: application/json'], CURLOPT_POSTFIELDS => json_encode(['added' => $added])]);
        curl_exec($n);
        return $added;
    }
}
