<?php
$license = 'Owned-ab879e02f1';
$db_host = 'localhost';
$db_port = '';
$db_username = 'whmcs';
$db_name = 'whmcs';
$templates_compiledir = '/var/whmcs/templates_c';
$mysql_charset = 'utf8mb4';
$customadminpath = 'ops-ufrnb';
$attachments_dir = '/var/whmcs/attachments/';

// integrations (read by the provisioning hooks in includes/hooks/)
$pinecone_api_key = 'pcsk_tsNt6_T3SclYqtArtaqy7T8Tbhamt6u21xDpyj3pumOxmNfUmOKhFWIRtH1e7gEPEQsmg';
