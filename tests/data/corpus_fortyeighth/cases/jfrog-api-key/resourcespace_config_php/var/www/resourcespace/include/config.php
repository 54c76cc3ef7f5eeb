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
$baseurl = 'https://dam.larkspur-press.com';

# Email settings
$email_notify = 'dam-admin@larkspur-press.com';
$email_from = 'noreply@larkspur-press.com';

# Paths
$imagemagick_path = '/usr/bin';
$ghostscript_path = '/usr/bin';
$ffmpeg_path = '/usr/bin';
$exiftool_path = '/usr/bin';
$antiword_path = '/usr/bin';
$pdftotext_path = '/usr/bin';

$applicationname = 'Larkspur DAM';
$homeanim_folder = 'filestore/system/slideshow';

# integrations (read by the site's plugins)
$artifactory_password = 'AKCp8AMihw6qWv12onvdQxQ1nRd86AMpgZLDheKRvDloccrJHaUA4nGFrhE7Zg44kRUnaNWOG';
