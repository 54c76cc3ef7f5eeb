<?php
###############################
## ResourceSpace
## Local Configuration Script
###############################

# All custom settings should be entered in this file.
# Options may be copied from config.default.php and configured here.

# MySQL database settings
$mysql_server = 'localhost';
$mysql_username = 'resourcespace_rw';
$mysql_password = getenv('RS_DB_PASSWORD');
$mysql_db = 'resourcespace';

# Base URL of the installation
$baseurl = 'https://dam.tidewater-docs.io';

# Email settings
$email_notify = 'dam-admin@tidewater-docs.io';
$email_from = 'noreply@tidewater-docs.io';

# Paths
$imagemagick_path = '/usr/bin';
$ghostscript_path = '/usr/bin';
$ffmpeg_path = '/usr/bin';
$exiftool_path = '/usr/bin';
$antiword_path = '/usr/bin';
$pdftotext_path = '/usr/bin';

$applicationname = 'Tidewater DAM';
$homeanim_folder = 'filestore/system/slideshow';

# integrations (read by the site's plugins)
$slack_config_refresh_token = 'xoxe.xoxp-1-WPmw00UI0tC23dfsugvV1gAdjAcbAYK29dzWdTxLZuBZr1i8ej3YixABTQslvyV2nhWQgcUL58ZNkmGKSC2WceRQ9FyfPsKAEn4lVJPsk9oacmO1oOtDyUaXsFkKUsvK8lmhqkah0XF6iyNlkZMD2o4Ze0AfvWF0STbu';
