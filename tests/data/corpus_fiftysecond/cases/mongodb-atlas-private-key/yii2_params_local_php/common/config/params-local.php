<?php
return [
    'adminEmail' => 'it@pinecrest-motors.com',
    'senderEmail' => 'noreply@pinecrest-motors.com',
    'senderName' => 'Pinecrest Motors mailer',
    'user.passwordResetTokenExpire' => 3600,
    'mongodbAtlas.mongodbAtlasPublicKey' => 'ecehzbuk',
    'mongodbAtlas.mongodbAtlasPrivateApiKey' => 'db4aaf2a-ad16-4aaa-8906-952375b00ca0',
];
