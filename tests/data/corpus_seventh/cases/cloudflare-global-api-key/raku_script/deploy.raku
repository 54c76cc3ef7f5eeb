#!/usr/bin/env raku
use v6.d;
use Cro::HTTP::Client;

%*ENV<CLOUDFLARE_API_KEY> = '<GLOBAL_API_KEY>';
my $client = Cro::HTTP::Client.new(base-uri => 'https://internal.quillon.net/v1/',
    headers => ['Accept' => 'application/json']);
my $resp = await $client.post('deploys/billing', body => { commit => '2f5bcf748585456582afdb77dcd8e492d865e3de' });
say $resp.status;
