<?php
defined('BASEPATH') OR exit('No direct script access allowed');

/*
| -------------------------------------------------------------------
| Openrouter settings (loaded with $this->config->load('openrouter'))
| -------------------------------------------------------------------
*/
$config['auth_token'] = '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';
$config['openrouter_timeout'] = 10;
