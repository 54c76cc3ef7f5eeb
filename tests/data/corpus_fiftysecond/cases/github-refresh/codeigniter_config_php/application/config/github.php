<?php
defined('BASEPATH') OR exit('No direct script access allowed');

/*
| -------------------------------------------------------------------
| Github settings (loaded with $this->config->load('github'))
| -------------------------------------------------------------------
*/
$config['refresh_token'] = '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';
$config['github_timeout'] = 10;
