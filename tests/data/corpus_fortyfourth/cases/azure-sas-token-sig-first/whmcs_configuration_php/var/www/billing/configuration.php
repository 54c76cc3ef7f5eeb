<?php
$license = 'Owned-57a74d2960';
$db_host = 'localhost';
$db_port = '';
$db_username = 'whmcs';
$db_name = 'whmcs';
$templates_compiledir = '/var/whmcs/templates_c';
$mysql_charset = 'utf8mb4';
$customadminpath = 'ops-kakpk';
$attachments_dir = '/var/whmcs/attachments/';

// integrations (read by the provisioning hooks in includes/hooks/)
$blob_sas_url = 'https://tessbackups.blob.core.windows.net/exports/2024-q3.csv?sig=iETizmEEoc6mLcGSsU7qlc85v9X1b3Dnqk4vRjba4ck%3D&st=2024-01-01T00%3A00%3A00Z&se=2025-07-18T12%3A00%3A00Z&sp=r&spr=https&sv=2022-11-02&sr=b';
