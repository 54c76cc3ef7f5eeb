<?php
define( 'DB_NAME', 'wordpress' );
define( 'DB_USER', 'wp' );
define( 'DB_HOST', 'localhost' );

define( 'LOG_LEVEL', 'info' );
define( 'DT_API_TOKEN', 'dt0c01.RK1WHQTVIXV7AS3WS0YVZY8V.H76LEU3F6GK1T1DU5SDNQPU8LF466LZEQ7MRH0XRBSX0MH2TYNI8HPA492H6OISD' );

$table_prefix = 'wp_';
define( 'WP_DEBUG', false );
if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
