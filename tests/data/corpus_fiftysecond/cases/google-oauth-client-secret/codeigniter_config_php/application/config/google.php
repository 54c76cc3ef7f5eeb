<?php
defined('BASEPATH') OR exit('No direct script access allowed');

/*
| -------------------------------------------------------------------
| Google settings (loaded with $this->config->load('google'))
| -------------------------------------------------------------------
*/
$config['google_client_id'] = '444510928272-88446rbcpz6neoshxft0zuglp6xu50zf.apps.googleusercontent.com';
$config['secret'] = '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';
$config['google_timeout'] = 10;
