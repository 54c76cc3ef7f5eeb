<?php
define( 'DB_NAME', 'wordpress' );
define( 'DB_USER', 'wp' );
define( 'DB_HOST', 'localhost' );

define( 'RETRY_MAX_ATTEMPTS', '5' );
define( 'MAILCHIMP_AUDIENCE_ID', '1a6967348a' );
define( 'FEATURE_BATCHING', 'true' );
define( 'LOG_LEVEL', 'info' );

$table_prefix = 'wp_';
define( 'WP_DEBUG', false );
if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
