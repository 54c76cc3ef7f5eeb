<?php

if (!defined('BOOTSTRAP')) { die('Access denied'); }

/*
 * PHP options
 */

// Log everything, but do not display
error_reporting(E_ALL);
ini_set('display_errors', 0);

/*
 * Database connection options
 */
$config['db_host'] = 'aws.connect.psdb.cloud';
$config['db_name'] = 'cscart';
$config['db_user'] = 'j4nmhq0hc7w8';
$config['db_password'] = 'pscale_pw_Mm5zF3OZp4LYUK1dG_9fLwAosGUWy7_eepeYU_5orBN';

$config['database_backend'] = 'mysqli';

// Database tables prefix
$config['table_prefix'] = 'cscart_';

/*
 * Script location options
 */

// Host and directory where software is installed on no-secure server
$config['http_host'] = 'www.lumenfield-sports.com';
$config['http_path'] = '';

// Host and directory where software is installed on secure server
$config['https_host'] = 'www.lumenfield-sports.com';
$config['https_path'] = '';

/*
 * Misc options
 */
// Names of index files for the frontend and backend
$config['customer_index'] = 'index.php';
$config['admin_index'] = 'admin.php';

// DEMO mode
$config['demo_mode'] = false;

// The crypt key for sensitive data is in config.local.override.php (not in the repository)

// Tweaks
$config['tweaks'] = array (
    'anti_csrf' => true, // protect forms from CSRF attacks
    'disable_block_cache' => false, // used to disable block cache
    'do_not_apply_promotions_on_order_update' => true, // don't recalculate promotions when an order is edited
);
