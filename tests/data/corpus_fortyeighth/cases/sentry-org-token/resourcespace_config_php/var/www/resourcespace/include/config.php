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
$baseurl = 'https://dam.cobaltpeak-news.ca';

# Email settings
$email_notify = 'dam-admin@cobaltpeak-news.ca';
$email_from = 'noreply@cobaltpeak-news.ca';

# Paths
$imagemagick_path = '/usr/bin';
$ghostscript_path = '/usr/bin';
$ffmpeg_path = '/usr/bin';
$exiftool_path = '/usr/bin';
$antiword_path = '/usr/bin';
$pdftotext_path = '/usr/bin';

$applicationname = 'Cobaltpeak DAM';
$homeanim_folder = 'filestore/system/slideshow';

# integrations (read by the site's plugins)
$api_key = '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';
