<?php
defined('BASEPATH') OR exit('No direct script access allowed');

/*
| -------------------------------------------------------------------
| Tavily settings (loaded with $this->config->load('tavily'))
| -------------------------------------------------------------------
*/
$config['token'] = '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';
$config['tavily_timeout'] = 10;
