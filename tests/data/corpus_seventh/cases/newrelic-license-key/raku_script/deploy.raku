#!/usr/bin/env raku
use v6.d;
use Cro::HTTP::Client;

%*ENV<NR_LICENSE> = 'ef6500ee0d2b1456b0e8e6be4ea36acbFFFFNRAL';
my $client = Cro::HTTP::Client.new(base-uri => 'https://svc.cobaltpeak.ca/v1/',
    headers => ['Accept' => 'application/json']);
my $resp = await $client.post('deploys/ingest', body => { commit => '357ecdafd237bdd139d9d78bd46534b4c076835e' });
say $resp.status;
