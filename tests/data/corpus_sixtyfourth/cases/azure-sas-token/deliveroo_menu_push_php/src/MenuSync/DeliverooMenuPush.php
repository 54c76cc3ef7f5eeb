<?php
// DeliverooMenuPush.php - uploads the brand's menu (built from the POS items) to the Deliveroo Menu API and
// reports the upload to the menu-sync dashboard
declare(strict_types=1);

namespace SaffronTable\MenuSync;

define('EXPORT_URL', 'https://tessbackups.blob.core.windows.net/backups/db.bak?sv=2022-11-02&ss=b&srt=sco&sp=rl&se=2025-01-24T02:00:00Z&st=2024-01-01T00:00:00Z&spr=https&sig=EcR%2FKw6y1LtL%2FONIax4Vg%2BUbdqzzVXpo%2BGthr4bDYnU%3D');

final class DeliverooMenuPush
{
    private const MENU_API = 'https://api.developers.deliveroo.com/menu/v1/brands/saffron/menus/';

    public function push(array $menu, string $menuId, string $accessToken): int
    {
        $ch = curl_init(self::MENU_API . $menuId);
        curl_setopt_array($ch, [CURLOPT_CUSTOMREQUEST => 'PUT', CURLOPT_RETURNTRANSFER => true,
            CURLOPT_HTTPHEADER => ['Authorization: Bearer ' . $accessToken, 'Content-Type: application/json'],
            CURLOPT_POSTFIELDS => json_encode(['name' => $menu['name'], 'menu' => $menu['menu'], 'site_ids' => $menu['site_ids']])]);
        curl_exec($ch);
        $code = curl_getinfo($ch, CURLINFO_RESPONSE_CODE);
        $n = curl_init('https://hub.saffron-table.com/api/v1/menu-sync/uploads');
        curl_setopt_array($n, [CURLOPT_POST => true, CURLOPT_HTTPHEADER => ['Content-Type: application/json'], CURLOPT_POSTFIELDS => json_encode(['menu' => $menuId, 'status' => $code])]);
        curl_exec($n);
        return $code;
    }
}
