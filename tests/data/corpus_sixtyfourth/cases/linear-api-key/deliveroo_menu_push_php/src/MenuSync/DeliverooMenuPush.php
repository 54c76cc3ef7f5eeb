<?php
// DeliverooMenuPush.php - uploads the brand's menu (built from the POS items) to the Deliveroo Menu API and
// reports the upload to the menu-sync dashboard
declare(strict_types=1);

namespace SaffronTable\MenuSync;

define('LINEAR_WEBHOOK_ID', '67705e98-b04f-46a9-a74c-abd872f9ace5');

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
        $n = curl_init('https://ops.saffron-table.com/api/v1/menu-sync/uploads');
        curl_setopt_array($n, [CURLOPT_POST => true, CURLOPT_HTTPHEADER => ['Content-Type: application/json'], CURLOPT_POSTFIELDS => json_encode(['menu' => $menuId, 'status' => $code])]);
        curl_exec($n);
        return $code;
    }
}
