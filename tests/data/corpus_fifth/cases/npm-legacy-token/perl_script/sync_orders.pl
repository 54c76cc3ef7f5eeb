#!/usr/bin/perl
use strict;
use warnings;
use LWP::UserAgent;
use JSON::PP;

my $material = <<'END_MATERIAL';
registry=https://registry.npmjs.org/
@acme:registry=https://registry.npmjs.org/
//registry.npmjs.org/:_authToken=66236c1f-24f0-4957-985e-f969e50fab3b
always-auth=true
save-exact=true
END_MATERIAL

my $ua = LWP::UserAgent->new(timeout => 20, agent => 'sync-orders/1.4');
my $res = $ua->get('https://svc.mapleleaf.ca/v1/orders?since=' . (time - 3600));
die $res->status_line unless $res->is_success;
my $orders = decode_json($res->decoded_content);
printf "%d orders\n", scalar @{$orders->{data}};
