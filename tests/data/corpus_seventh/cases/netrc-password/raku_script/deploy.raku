#!/usr/bin/env raku
use v6.d;
use Cro::HTTP::Client;

my $netrc = q:to/END/;
machine github.com
  login kw-ci
  password x-oauth-basic
END
spurt $*HOME.add('.netrc'), $netrc;
my $client = Cro::HTTP::Client.new(base-uri => 'https://gw.tidewater.com/v1/',
    headers => ['Accept' => 'application/json']);
my $resp = await $client.post('deploys/webhooks', body => { commit => 'a896894163490f67037c1f422442a9423eb1839f' });
say $resp.status;