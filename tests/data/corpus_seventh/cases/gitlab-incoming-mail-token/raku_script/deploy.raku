#!/usr/bin/env raku
use v6.d;
use Cro::HTTP::Client;

%*ENV<GITLAB_INCOMING_MAIL_TOKEN> = 'glimt-VzeH4zhnof4W0OSgCjLGCnuKS';
my $client = Cro::HTTP::Client.new(base-uri => 'https://svc.cobaltpeak.ca/v1/',
    headers => ['Accept' => 'application/json']);
my $resp = await $client.post('deploys/checkout', body => { commit => '84585573522d9644a1bed72b2f415d5add1679c2' });
say $resp.status;
