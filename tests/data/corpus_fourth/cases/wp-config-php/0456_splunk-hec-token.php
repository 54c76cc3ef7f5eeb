<?php
define( 'DB_NAME', 'wordpress' );
define( 'DB_USER', 'wp' );
define( 'DB_HOST', 'localhost' );

define( 'LOG_LEVEL', 'info' );
define( 'SPLUNK_HEC_URL', 'https://http-inputs-wihhzar.splunkcloud.com:443/services/collector/event' );
define( 'SPLUNK_HEC_TOKEN', 'EBE7E1AC-0161-4B61-B7BF-FD607706B3BA' );
define( 'RETRY_MAX_ATTEMPTS', '5' );

$table_prefix = 'wp_';
define( 'WP_DEBUG', false );
if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
