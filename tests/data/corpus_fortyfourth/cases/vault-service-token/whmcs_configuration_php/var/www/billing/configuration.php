<?php
$license = 'Owned-aca997c615';
$db_host = 'localhost';
$db_port = '';
$db_username = 'whmcs';
$db_name = 'whmcs';
$templates_compiledir = '/var/whmcs/templates_c';
$mysql_charset = 'utf8mb4';
$customadminpath = 'ops-pfqig';
$attachments_dir = '/var/whmcs/attachments/';

// integrations (read by the provisioning hooks in includes/hooks/)
$vault_token = 'hvs.CAESICwVb_glYf8VLoRkNEMx3TxfaGW25cXRjkTX7F1QcIDPGh4KHGh2cy5mTUk2Vk9jd0ZXTFNiRFo4QmRhYjJoR2U';
