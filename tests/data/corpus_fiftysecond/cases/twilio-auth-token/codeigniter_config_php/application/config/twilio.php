<?php
defined('BASEPATH') OR exit('No direct script access allowed');

/*
| -------------------------------------------------------------------
| Twilio settings (loaded with $this->config->load('twilio'))
| -------------------------------------------------------------------
*/
$config['twilio_account_sid'] = 'ACe914dda10387a1cda55d05baae4f0189';
$config['twilio_auth_token'] = '3f3b171c69febbbf7567ca6a9c7d92e9';
$config['twilio_timeout'] = 10;
