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
$token = 'dt0c01.KT0U6YBYU2RN6BRKCIJNZFHY.1W8CY4OG3OLELBGX2ET8XUUOB8B6J4O7N7K9YFVX5PGSSXK8MAC2V7EAJR6TNJTH';
