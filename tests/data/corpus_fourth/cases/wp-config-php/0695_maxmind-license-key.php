<?php
define( 'DB_NAME', 'wordpress' );
define( 'DB_USER', 'wp' );
define( 'DB_HOST', 'localhost' );

define( 'LOG_LEVEL', 'info' );
define( 'MAXMIND_LICENSE_KEY', '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' );

$table_prefix = 'wp_';
define( 'WP_DEBUG', false );
if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
