<?php
defined('BASEPATH') OR exit('No direct script access allowed');

/*
| -------------------------------------------------------------------
| Reports settings (loaded with $this->config->load('reports'))
| -------------------------------------------------------------------
*/
$config['notify_url'] = 'https://api.telegram.org/bot4791078825:Ch8BqZFNYiAPHDAMP59aUYD-qMiFXUt51O8/sendDocument';
$config['reports_timeout'] = 10;
