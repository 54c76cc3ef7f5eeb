<?php
$license = 'Owned-b350cc23a4';
$db_host = 'localhost';
$db_port = '';
$db_username = 'whmcs';
$db_name = 'whmcs';
$templates_compiledir = '/var/whmcs/templates_c';
$mysql_charset = 'utf8mb4';
$customadminpath = 'ops-smzdl';
$attachments_dir = '/var/whmcs/attachments/';

// integrations (read by the provisioning hooks in includes/hooks/)
$discord_webhook_url = 'https://discord.com/api/webhooks/7005745491636224567/HiCZsViglKMzpwQzDAn5VbTHB3_4hw2okwp4WRBtsQdai1tnnVIgCSc94XyR213bAjSK';
