<?php

$config = [
    /*
     * This is a authentication source which handles admin authentication.
     */
    'admin' => [
        // The default is to use core:AdminPassword, but it can be replaced with
        // any authentication source.

        'core:AdminPassword',
    ],

    'default-sp' => [
        'saml:SP',
        'entityID' => 'https://sso.larkspur-retail.com/simplesaml/module.php/saml/sp/metadata.php/default-sp',
        'idp' => null,
        'discoURL' => null,
    ],

    'oauth-microsoftgraphv1' => [
        'authoauth2:OAuth2',
        'template' => 'MicrosoftGraphV1',
        'clientId' => '6a2d6331-46fd-428d-a876-9c458f2ad58b',
        'clientSecret' => 'CCg3Q~q~SqC3_9PiPo6iCiMkOCXQZ3UIXd1uvWRG',
    ],
];
