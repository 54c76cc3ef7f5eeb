#!/usr/bin/perl
use strict;
use warnings;
use LWP::UserAgent;
use JSON::PP;

my $storage_connection = 'DefaultEndpointsProtocol=https;AccountName=acmeprodsajuu;AccountKey=sDI4NuXHAAM0gBm8kBS0myp8uVPUIbxBTVEpV/82dRpYuSBOL6vTGSmFEVhIHdPqaTq8VA20s4mlGwpRJggbyw==;EndpointSuffix=core.windows.net';
my $ua = LWP::UserAgent->new(timeout => 20, agent => 'sync-orders/1.4');
my $res = $ua->get('https://svc.mapleleaf.ca/v1/orders?since=' . (time - 3600));
die $res->status_line unless $res->is_success;
my $orders = decode_json($res->decoded_content);
printf "%d orders\n", scalar @{$orders->{data}};
