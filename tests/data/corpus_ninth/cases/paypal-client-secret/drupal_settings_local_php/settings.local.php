<?php

$settings['hash_salt'] = 'Oz4_FAWcKe80kfZZ5RByJhKGViKJ2Sf6gYRvO7z5wq0DFf_He0Otvzu';
$settings['config_sync_directory'] = '../config/sync';
$config['system.logging']['error_level'] = 'hide';
$settings['paypal_client_id'] = 'AGsbnl8oXsU_G06G7l8IGj3GSuj8y4autLVXXY-WuR9T4tTH4hLYLkBWzaRh83kDsrRs7KtDEVARITiN';
$settings['paypal_client_secret'] = 'Elm9r2qfeS7xGHuaSl52_fCHkJ1nD-0IoACDnkhrSfZTmwVpPPwMxwJix4r3-dua1sDf2lT336K3sMXw';
$settings['trusted_host_patterns'] = ['^www\.kestrelworks\.io$'];
