<?php
defined('BASEPATH') OR exit('No direct script access allowed');

/*
| -------------------------------------------------------------------
| Openai settings (loaded with $this->config->load('openai'))
| -------------------------------------------------------------------
*/
$config['oai_api_key'] = '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';
$config['openai_timeout'] = 10;
