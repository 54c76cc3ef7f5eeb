<?php
defined('BASEPATH') OR exit('No direct script access allowed');

/*
| -------------------------------------------------------------------
| Notion settings (loaded with $this->config->load('notion'))
| -------------------------------------------------------------------
*/
$config['notion_token'] = getenv('NOTION_TOKEN');
$config['notion_timeout'] = 10;
