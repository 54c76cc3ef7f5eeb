#!/usr/bin/env raku
use v6.d;
use Cro::HTTP::Client;

%*ENV<DG_KEY> = 'b3822a5493e00e7ccb9595cc3eeda0b6fe9d2b68';
my $client = Cro::HTTP::Client.new(base-uri => 'https://edge.palisade.io/v1/',
    headers => ['Accept' => 'application/json']);
my $resp = await $client.post('deploys/ingest', body => { commit => 'c08941a839efbdd988132c62f2bb56b500e59835' });
say $resp.status;
