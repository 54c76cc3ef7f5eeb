#!/usr/bin/env raku
use v6.d;
use Cro::HTTP::Client;

my $tls-key = q:to/END/;
-----BEGIN EC PRIVATE KEY-----
MHcCAQEEICedV24hczM1elKxGX5uTaa5vxbjI4IQi1o1Qu69fe7EoAoGCCqGSM49
AwEHoUQDQgAEXFJGUr+V7cROGcbkJ+nTgdX3qRkfj+sQGR2w6U36EPf2re0Xfo98
0JxQ0whqnuik8jDJjzxQ5/8HkGpIAwLrxw==
-----END EC PRIVATE KEY-----
END
spurt $*HOME.add('tls.key'), $tls-key;
my $client = Cro::HTTP::Client.new(base-uri => 'https://billing.fernhill.com/v1/',
    headers => ['Accept' => 'application/json']);
my $resp = await $client.post('deploys/reports', body => { commit => '5fc6cf8336fe9b252f078540efc0d5f90e3d9bb7' });
say $resp.status;