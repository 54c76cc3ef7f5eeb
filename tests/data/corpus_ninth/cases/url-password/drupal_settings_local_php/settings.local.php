<?php

$settings['hash_salt'] = 'haDeUntpH_6gnuAEzDfPbQgsGgr4kZomoJMRukin2Q_zK5HFKbd3XDT';
$settings['config_sync_directory'] = '../config/sync';
$config['system.logging']['error_level'] = 'hide';
$settings['redis_url'] = 'rediss://etl_reader:XO%25hi4QNKkFH4xm_%2AJzZh%21@cache-gw:6380/0';
$settings['trusted_host_patterns'] = ['^www\.kestrelworks\.io$'];
