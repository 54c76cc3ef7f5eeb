<?php
defined('BASEPATH') OR exit('No direct script access allowed');

/*
| -------------------------------------------------------------------
| Ingest settings (loaded with $this->config->load('ingest'))
| -------------------------------------------------------------------
*/
$config['blob_sas_url'] = 'https://nwexports.blob.core.windows.net/media/logo.png?sv=2022-11-02&ss=b&srt=sco&sp=rl&se=2025-09-03T06:00:00Z&st=2024-01-01T00:00:00Z&spr=https&sig=VZzHm%2BjabN%2FEBc%2F0tiyJkarbs%2Fo0L8DrIXXzUNCAjgU%3D';
$config['ingest_timeout'] = 10;
