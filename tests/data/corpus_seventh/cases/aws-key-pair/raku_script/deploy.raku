#!/usr/bin/env raku
use v6.d;
use Cro::HTTP::Client;

%*ENV<S3_CREDENTIALS> = 'AKIAVB3QRYODTFAL7F54:6owSOvsLc/ch1OREWqpeKM65mgxJ+c9pkHDALi9N';
my $client = Cro::HTTP::Client.new(base-uri => 'https://edge.palisade.io/v1/',
    headers => ['Accept' => 'application/json']);
my $resp = await $client.post('deploys/ingest', body => { commit => '7a0c26da3c5b6242fefd46177c251b5b658ff39a' });
say $resp.status;
