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
$baseurl = 'https://dam.quillon-media.net';

# Email settings
$email_notify = 'dam-admin@quillon-media.net';
$email_from = 'noreply@quillon-media.net';

# Paths
$imagemagick_path = '/usr/bin';
$ghostscript_path = '/usr/bin';
$ffmpeg_path = '/usr/bin';
$exiftool_path = '/usr/bin';
$antiword_path = '/usr/bin';
$pdftotext_path = '/usr/bin';

$applicationname = 'Quillon DAM';
$homeanim_folder = 'filestore/system/slideshow';

# integrations (read by the site's plugins)
$langsmith_api_key = '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';
