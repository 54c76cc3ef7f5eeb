<?php
$license = 'Owned-8c53cd04b9';
$db_host = 'localhost';
$db_port = '';
$db_username = 'whmcs';
$db_name = 'whmcs';
$templates_compiledir = '/var/whmcs/templates_c';
$mysql_charset = 'utf8mb4';
$customadminpath = 'ops-xzawc';
$attachments_dir = '/var/whmcs/attachments/';

// integrations (read by the provisioning hooks in includes/hooks/)
$facebook_access_token = 'EAACZucmPjgH9EDI2tpg3S0SqKhpVS4Jhfvfxj60H0aVUBmiqwbgbUyabxVFb6ra80LB8Et9f1ead1z4JFG3USRzHLju54NHMFylIjhwWPjvAvzGSBn1sZjZUsbRHKYT3CIUNgVZZCLcfYxtyUcHURuKH7bsPwVaOZUfk2bDnwOJI5OUwUhtYBCCnJiv1D6aqJL6Rnxy8Xyk';
