<?php

$settings['hash_salt'] = 'wQs4wtMebRJx6pKLfwRnwajs6ivA3ueciVPS5gES34mQtdxXC6ghEuk';
$settings['config_sync_directory'] = '../config/sync';
$config['system.logging']['error_level'] = 'hide';
$settings['buildkite_token'] = 'bkua_6813f87a75b5cc2efe249da3ac2a5e67a753ba91';
$settings['trusted_host_patterns'] = ['^www\.kestrelworks\.io$'];
