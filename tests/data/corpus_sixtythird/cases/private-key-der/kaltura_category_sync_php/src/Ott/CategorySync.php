<?php
// CategorySync.php - mirrors the programme categories of the broadcast archive into Kaltura (Kaltura API v3,
// category.list / category.add) for the OTT catalogue
declare(strict_types=1);

namespace BluefinBroadcast\Ott;

define('JWT_PUBLIC_KEY', 'MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAnJAaQOoTES0MRuG0vD9a3UuKbSD2OcKT3/mzfbVG/5jKHrpTi3MkbbaLaXc+5th6yZTJu1e0HORSxVzdHGSLMXy5FlPgFfQKth54gfakVyMcVl0ACh6HdB9e0JWxuHK4Nd0AXDGiGsPLg5lH8PY3DnTRZj71udcVazs75DCdIkO51e8W1CIYs6qVN6XS2sH2lsv2ngO9o6BmV/aXDQI6F4hfTK+jKUv0HxnJnzqAYKcS+QRJSFiZCWCSEu2unVOKlp0SYvEsCeK667BtXMkBLzzR4JPbkeGxaOHUNbYQXiaU8f7xzxItCxxiUT2nghJjROrf/C2ohZahxha+hie2fwIDAQAB');

final class CategorySync
{
    private const KALTURA = 'https://www.kaltura.com/api_v3/service/';

    public function run(array $programmes, string $ks): int
    {
        $added = 0;
        foreach ($programmes as $p) {
            $ch = curl_init(self::KALTURA . 'category/action/add');
            curl_setopt_array($ch, [CURLOPT_POST => true, CURLOPT_RETURNTRANSFER => true,
                CURLOPT_POSTFIELDS => http_build_query(['ks' => $ks, 'format' => 1, 'category[name]' => $p['title'], 'category[parentId]' => 16475542])]);
            $added += isset(json_decode((string) curl_exec($ch), true)['id']) ? 1 : 0;
        }
        $n = curl_init('https://services.bluefin-broadcast.tv/api/v1/ott/category-sync');
        curl_setopt_array($n, [CURLOPT_POST => true, CURLOPT_HTTPHEADER => ['Content-Type: application/json'], CURLOPT_POSTFIELDS => json_encode(['added' => $added])]);
        curl_exec($n);
        return $added;
    }
}
