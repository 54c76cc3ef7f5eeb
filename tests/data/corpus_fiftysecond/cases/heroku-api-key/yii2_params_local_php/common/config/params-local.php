<?php
return [
    'adminEmail' => 'it@bluewater-bakery.com',
    'senderEmail' => 'noreply@bluewater-bakery.com',
    'senderName' => 'Bluewater Bakery mailer',
    'user.passwordResetTokenExpire' => 3600,
    'heroku.herokuApiKey' => 'HRKU-AAel3Pax5MXVedksypHbA9yUBsbe1-dJUuCPWlOi9F301ea2qx7qm56Dw3my',
];
