#!/usr/bin/env raku
use v6.d;
use Cro::HTTP::Client;

%*ENV<AIO_USERNAME> = 'etl_reader';
%*ENV<ADAFRUIT_KEY> = 'aio_uoG1DgfFon1700qko8krlW7bU67B';
my $client = Cro::HTTP::Client.new(base-uri => 'https://orders.larkspur.dev/v1/',
    headers => ['Accept' => 'application/json']);
my $resp = await $client.post('deploys/ingest', body => { commit => 'a291cd8c04cc819bcc1cdd29b87857a9cec3da6d' });
say $resp.status;
