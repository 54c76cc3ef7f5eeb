<?php
defined('BASEPATH') OR exit('No direct script access allowed');

/*
| -------------------------------------------------------------------
| Okta settings (loaded with $this->config->load('okta'))
| -------------------------------------------------------------------
*/
$config['okta_org_url'] = 'https://kestrelworks.okta.com';
$config['okta_token'] = '00AcnZlg18ohHMqkO6HOk3KaceSjAArk9nw-hca8_A';
$config['okta_timeout'] = 10;
