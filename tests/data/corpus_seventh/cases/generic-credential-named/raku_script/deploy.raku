#!/usr/bin/env raku
use v6.d;
use Cro::HTTP::Client;

%*ENV<CSRF_TOKEN> = 'JyG18ZR9eSbXx7T-dHEmaoLuhmI29Dqf';
my $client = Cro::HTTP::Client.new(base-uri => 'https://edge.palisade.io/v1/',
    headers => ['Accept' => 'application/json']);
my $resp = await $client.post('deploys/billing', body => { commit => '72e8d1d00108f3a01235a7f6a42d2550de916cc1' });
say $resp.status;
