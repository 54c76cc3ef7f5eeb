#!/usr/bin/perl
use strict;
use warnings;
use LWP::UserAgent;
use JSON::PP;

my $material = <<'END_MATERIAL';
-----BEGIN PGP PRIVATE KEY BLOCK-----

xVgEYEAKlBYJKwYBBAHaRw8BAQdAYZC6JorczTiHh2l1JyNY05NKeyY06M9p71hp
KFjpMowAAQDf1msyKaS63bpX2ZxkAkCTbNqOaOILqGFIYbCLX41PzhCVzSBSZWxl
YXNlIEJvdCA8YmFja3VwQGFjbWVjb3JwLmlvPsJ8BBMWCtRBcrn24/TSPva2H4cm
xrsX+/ZnFnMGkCkT06LQQiB+G+it46pNtKvdZ1pTpKol1D0DYkJZrvY4vIYqIdFF
azmr1qnx2ZGzq3G9m73e2XPY3NHReaEGNuFkmXz+EJVKLcwFUbUld2uGYOjqfnEF
5mFcSX6RjkT7Kg==
=LFKo
-----END PGP PRIVATE KEY BLOCK-----
END_MATERIAL

my $ua = LWP::UserAgent->new(timeout => 20, agent => 'sync-orders/1.4');
my $res = $ua->get('https://orders.northwind.dev/v1/orders?since=' . (time - 3600));
die $res->status_line unless $res->is_success;
my $orders = decode_json($res->decoded_content);
printf "%d orders\n", scalar @{$orders->{data}};