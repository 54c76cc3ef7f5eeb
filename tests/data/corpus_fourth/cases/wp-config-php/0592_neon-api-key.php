<?php
define( 'DB_NAME', 'wordpress' );
define( 'DB_USER', 'wp' );
define( 'DB_HOST', 'localhost' );

define( 'LOG_LEVEL', 'info' );
define( 'NEON_API_KEY', 'napi_a449vktfv1oemdzmhg2lfj9vh7sc0cwc4khcybka8i6ulw758m5bflpg7u4ens8n' );
define( 'WORKER_CONCURRENCY', '4' );

$table_prefix = 'wp_';
define( 'WP_DEBUG', false );
if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
