<?php
// GlBatchImport.php - posts the property-management system's monthly journal to Sage Intacct as a GL batch
// (intacct/intacct-sdk-php, JournalEntryCreate)
declare(strict_types=1);

namespace OakhollowTax\Close;

use Intacct\ClientConfig;
use Intacct\OnlineClient;
use Intacct\Functions\GeneralLedger\JournalEntryCreate;
use Intacct\Functions\GeneralLedger\JournalEntryLineCreate;

define('ZENDESK_EMAIL', 'deploy@kestrelworks.io/token');
define('ZENDESK_SUBDOMAIN', 'kestrelworks');
define('ZD_API_TOKEN', 'Urrg2iKBejzzT4SJhlHwTATDV94TOkhfDTcl2vQ4');

final class GlBatchImport
{
    public function run(array $rows, string $period): void
    {
        $config = new ClientConfig();
        $config->setSenderId(getenv('INTACCT_SENDER_ID'));
        $config->setSenderPassword(getenv('INTACCT_SENDER_PASSWORD'));
        $config->setCompanyId('OAKHOLLOW');
        $config->setUserId('xml_gateway');
        $config->setUserPassword(getenv('INTACCT_USER_PASSWORD'));
        $je = new JournalEntryCreate();
        $je->setJournalSymbol('PMJ');
        $je->setPostingDate(new \DateTime($period . '-01'));
        $je->setDescription('Property management journal ' . $period);
        $lines = [];
        foreach ($rows as $row) {
            $l = new JournalEntryLineCreate();
            $l->setGlAccountNumber($row['account']);
            $l->setTransactionAmount((float) $row['amount']);
            $lines[] = $l;
        }
        $je->setLines($lines);
        (new OnlineClient($config))->execute($je);

        $ch = curl_init('https://integrations.oakhollow-tax.com/api/v1/close/intacct-batches');
        curl_setopt_array($ch, [CURLOPT_POST => true, CURLOPT_HTTPHEADER => ['Content-Type: application/json'], CURLOPT_POSTFIELDS => json_encode(['period' => $period])]);
        curl_exec($ch);
    }
}
