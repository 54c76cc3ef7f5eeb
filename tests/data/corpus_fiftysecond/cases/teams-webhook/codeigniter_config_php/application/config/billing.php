<?php
defined('BASEPATH') OR exit('No direct script access allowed');

/*
| -------------------------------------------------------------------
| Billing settings (loaded with $this->config->load('billing'))
| -------------------------------------------------------------------
*/
$config['teams_webhook'] = 'https://quillon.webhook.office.com/webhookb2/fc274846-ddc8-4d30-a117-c81894a8caaf@efeae80c-73a9-4b38-8157-9cb1e4c3ba07/IncomingWebhook/7c715c170d6a335b893cd57233e365a8/6a953162-ce0f-4489-b84a-9a4ad59e0153';
$config['billing_timeout'] = 10;
