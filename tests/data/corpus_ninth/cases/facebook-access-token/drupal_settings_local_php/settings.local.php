<?php

$settings['hash_salt'] = 'hBLlGEXhmNL42GK6NtoLlktHYu-0uyJ98DbWfKhoyx9gtEWpdpUL4eW';
$settings['config_sync_directory'] = '../config/sync';
$config['system.logging']['error_level'] = 'hide';
$settings['facebook_access_token'] = 'EAAJKCq0NJ1weZ6hVO4ny7YNXQ7lvG7c3JFyl3rtsa3muWMK4A7zR5aoMEfFqH1RwTXwsg5d2J6GbIomaIqGyNLMWEyKYwXLjIDPf2WgvHu9kKu23YSTtHolalBhFwSiRNBXjzgSzDu8I0iHBaZR4Jp4jFeQGj0S';
$settings['trusted_host_patterns'] = ['^www\.kestrelworks\.io$'];
