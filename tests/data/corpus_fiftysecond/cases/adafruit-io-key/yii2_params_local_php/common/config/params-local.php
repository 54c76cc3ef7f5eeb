<?php
return [
    'adminEmail' => 'it@millbrook-hardware.co.uk',
    'senderEmail' => 'noreply@millbrook-hardware.co.uk',
    'senderName' => 'Millbrook Hardware mailer',
    'user.passwordResetTokenExpire' => 3600,
    'adafruit.aioUsername' => 'svc_orders',
    'adafruit.adafruitKey' => 'aio_Rwy37W3B4Hgpp6kD5Go5D9OQqPsm',
];
