<?php
// config/services.php

return [
    'app_name' => 'orders',
    'sa_key_json' => <<<'EOT'
{
  "type": "external_account",
  "audience": "//iam.googleapis.com/projects/788143560941/locations/global/workloadIdentityPools/github/providers/gh",
  "subject_token_type": "urn:ietf:params:oauth:token-type:jwt",
  "token_url": "https://sts.googleapis.com/v1/token",
  "credential_source": {
    "file": "/var/run/secrets/token"
  }
}
EOT,
];
