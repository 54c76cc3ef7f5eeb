<?php
defined('BASEPATH') OR exit('No direct script access allowed');

/*
| -------------------------------------------------------------------
| Ngrok settings (loaded with $this->config->load('ngrok'))
| -------------------------------------------------------------------
*/
$config['ngrok_authtoken'] = '2ed7wnQfXzrOqPlPuJ4NtX37wpY_7vneUmqcUuXshW6dZyhI0';
$config['ngrok_timeout'] = 10;
