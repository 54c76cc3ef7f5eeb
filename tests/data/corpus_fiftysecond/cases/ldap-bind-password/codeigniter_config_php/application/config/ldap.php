<?php
defined('BASEPATH') OR exit('No direct script access allowed');

/*
| -------------------------------------------------------------------
| Ldap settings (loaded with $this->config->load('ldap'))
| -------------------------------------------------------------------
*/
$config['olc_root_pw'] = 'h9y7DRzGIqzaU7pjx0Hsgc7p';
$config['ldap_timeout'] = 10;
