<?php
defined('BASEPATH') OR exit('No direct script access allowed');

/*
| -------------------------------------------------------------------
| Paypal Braintree settings (loaded with $this->config->load('paypal_braintree'))
| -------------------------------------------------------------------
*/
$config['braintree_access_token'] = 'access_token$production$lcmzrfga9rn3uzzt$372cc6b31fb1cb48734dffff4a6b50e9';
$config['paypal_braintree_timeout'] = 10;
