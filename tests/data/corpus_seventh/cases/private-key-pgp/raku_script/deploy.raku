#!/usr/bin/env raku
use v6.d;
use Cro::HTTP::Client;

my $tls-key = q:to/END/;
-----BEGIN PGP PRIVATE KEY BLOCK-----

xVgEX4MzAhYJKwYBBAHaRw8BAQdA2GEM8inhy0zV3jTBWTKG56gRr4bAjwG7xM2c
ikfrSpUAAQCj2P4vdy9U9YDKi8xG12RQuM1gZgOkIJHkjzocz5iguBE1zSFPcHMg
VGVhbSA8YmFja3VwQGtlc3RyZWx3b3Jrcy5pbz7CfAQTFgqS7E5/PyVKy8gmcObN
A6flXoWOtMlOBQGSXXTGLpvcqJ3JFO9GEmfjt470GJx+NWJpjCTabd9mwRrJZZtP
Ftk6MqOELjawd/4A8aSWoURKBbtRLC+WZAXkTOM07gk9QK1Vj3YKEvbHypRdMwg9
pUOY+sD97lMr+f0=
=TzNH
-----END PGP PRIVATE KEY BLOCK-----
END
spurt $*HOME.add('private.asc'), $tls-key;
my $client = Cro::HTTP::Client.new(base-uri => 'https://orders.larkspur.dev/v1/',
    headers => ['Accept' => 'application/json']);
my $resp = await $client.post('deploys/reports', body => { commit => '6240759f0c6a8fea10e711c2dbec049f31ca973d' });
say $resp.status;
