<?php
defined('BASEPATH') OR exit('No direct script access allowed');

/*
| -------------------------------------------------------------------
| Stripe settings (loaded with $this->config->load('stripe'))
| -------------------------------------------------------------------
*/
$config['stripe_restricted_key'] = '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';
$config['stripe_timeout'] = 10;
