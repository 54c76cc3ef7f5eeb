<?php
defined('BASEPATH') OR exit('No direct script access allowed');

/*
| -------------------------------------------------------------------
| Telegram settings (loaded with $this->config->load('telegram'))
| -------------------------------------------------------------------
*/
$config['telegram_bot_token'] = '123456:ABC-DEF1234ghIkl-zyx57W2v1u123ew11';
$config['telegram_timeout'] = 10;
