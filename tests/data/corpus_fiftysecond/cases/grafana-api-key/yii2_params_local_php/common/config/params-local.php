<?php
return [
    'adminEmail' => 'it@cedarfield-accounting.com',
    'senderEmail' => 'noreply@cedarfield-accounting.com',
    'senderName' => 'Cedarfield Accounting mailer',
    'user.passwordResetTokenExpire' => 3600,
    'grafana.grafanaApiKey' => 'eyJrIjoiMmZNTEk1T0dsZnhPQTl4WXRhSWZ5cVJvcnpJcGo4bnMiLCJuIjoidGVycmFmb3JtIiwiaWQiOjR9',
];
