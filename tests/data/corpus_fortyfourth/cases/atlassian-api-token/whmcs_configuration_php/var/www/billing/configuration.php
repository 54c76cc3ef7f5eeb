<?php
$license = 'Owned-34d5314b1b';
$db_host = 'localhost';
$db_port = '';
$db_username = 'whmcs';
$db_name = 'whmcs';
$templates_compiledir = '/var/whmcs/templates_c';
$mysql_charset = 'utf8mb4';
$customadminpath = 'ops-blbug';
$attachments_dir = '/var/whmcs/attachments/';

// integrations (read by the provisioning hooks in includes/hooks/)
$jira_email = 'deploy@kestrelworks.io';
$access_token = 'ATATT3xFfGF06T0nAdwrvBOIf3w8Yg06nxClu11YCepPAQt_0GRtRFEu3Gmmy1oU0ae93p1EU-j4Ue72pn-iy0BJ895mhucAk2hhg8eSEr2uoqcPDuPsBNqtwwhfxnhLF69SAUw_vxjBbsIzzbYt1bZogXxqiCXIopvJcOggJMRvLUu4mS-oWDx=4B6AD7B2';
