#!/usr/bin/perl
use strict;
use warnings;
use LWP::UserAgent;
use JSON::PP;

my $mapbox_secret_token = 'sk.eyJ1IjoiZmllbGRvcHMiLCJhIjoiYWVybHdiZW0xMWFiMmVqZWx0aG84MzIydiJ9.AMYNCO4acrzC9a8qu4osnB';
my $ua = LWP::UserAgent->new(timeout => 20, agent => 'sync-orders/1.4');
my $res = $ua->get('https://internal.tessellate.net/v1/orders?since=' . (time - 3600));
die $res->status_line unless $res->is_success;
my $orders = decode_json($res->decoded_content);
printf "%d orders\n", scalar @{$orders->{data}};
