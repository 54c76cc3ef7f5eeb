<?php

$settings['hash_salt'] = 'cmdnzQkCxkYov18XnLw3IW8104s5O_OoguuuT0hZVmSpzWQyWKdpc1G';
$settings['config_sync_directory'] = '../config/sync';
$config['system.logging']['error_level'] = 'hide';
$settings['ado_pat'] = '5WxWihNraxztxbRtPZ3wcyI7y3oYhQmGBO6CoQTGg56VaBIlaOYaJQQJ99ACACAAAAAlBv3tAAASAZDO4OPe';
$settings['trusted_host_patterns'] = ['^www\.kestrelworks\.io$'];
