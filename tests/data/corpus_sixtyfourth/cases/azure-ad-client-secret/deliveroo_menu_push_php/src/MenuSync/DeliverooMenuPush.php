<?php
// DeliverooMenuPush.php - uploads the brand's menu (built from the POS items) to the Deliveroo Menu API and
// reports the upload to the menu-sync dashboard
declare(strict_types=1);

namespace FennelAndFig\MenuSync;

define('AZURE_CLIENT_ID', '2ad4710a-0b0f-47c6-ad6e-63932a293319');
define('AZURE_TENANT_ID', 'e53e1a02-9eb3-4ad9-b1e5-61e0096b7ed7');
define('MICROSOFT_CLIENT_SECRET', 'IKo7Q~wja-QlNrPwiWp.s5kVh.LsspIuL_GbCfpQ');

final class DeliverooMenuPush
{
    private const MENU_API = 'https://api.developers.deliveroo.com/menu/v1/brands/fennel/menus/';

    public function push(array $menu, string $menuId, string $accessToken): int
    {
        $ch = curl_init(self::MENU_API . $menuId);
        curl_setopt_array($ch, [CURLOPT_CUSTOMREQUEST => 'PUT', CURLOPT_RETURNTRANSFER => true,
            CURLOPT_HTTPHEADER => ['Authorization: Bearer ' . $accessToken, 'Content-Type: application/json'],
            CURLOPT_POSTFIELDS => json_encode(['name' => $menu['name'], 'menu' => $menu['menu'], 'site_ids' => $menu['site_ids']])]);
        curl_exec($ch);
        $code = curl_getinfo($ch, CURLINFO_RESPONSE_CODE);
        $n = curl_init('https://services.fennel-and-fig.com/api/v1/menu-sync/uploads');
        curl_setopt_array($n, [CURLOPT_POST => true, CURLOPT_HTTPHEADER => ['Content-Type: application/json'], CURLOPT_POSTFIELDS => json_encode(['menu' => $menuId, 'status' => $code])]);
        curl_exec($n);
        return $code;
    }
}
