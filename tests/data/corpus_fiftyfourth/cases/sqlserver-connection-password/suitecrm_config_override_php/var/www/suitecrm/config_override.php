<?php
/***CONFIGURATOR***/
$sugar_config['default_currency_iso4217'] = 'GBP';
$sugar_config['default_currency_name'] = 'Pound Sterling';
$sugar_config['default_currency_symbol'] = '£';
$sugar_config['disable_persistent_connections'] = 'false';
$sugar_config['email_default_client'] = 'sugar';
$sugar_config['verify_client_ip'] = false;
$sugar_config['sql_server']['connection_string'] = 'Server=tcp:kw-sql.database.windows.net,1433;Initial Catalog=crm_prod;Persist Security Info=False;User ID=priya.n;Password=g8sKQc+RFg8*Fk#;Encrypt=True;TrustServerCertificate=False;';
$sugar_config['sql_server']['timeout'] = 15;
/***CONFIGURATOR***/
