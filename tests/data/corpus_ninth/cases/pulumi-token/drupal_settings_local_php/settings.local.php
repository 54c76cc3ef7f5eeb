<?php

$settings['hash_salt'] = 'XnXIKSLGy367XM98c8F4WmltfpqSbev6rSU3Fes8OZR9Avn5u6EUcmO';
$settings['config_sync_directory'] = '../config/sync';
$config['system.logging']['error_level'] = 'hide';
$settings['pulumi_access_token'] = 'pul-a5b7a0f3aa4f863d3e66b25e611eb4b1e6f5ab95';
$settings['trusted_host_patterns'] = ['^www\.kestrelworks\.io$'];
